// The periods before the one predicted now: the latest in full (locked, everyone's picks, ✓ or ✗ once
// settled: who called it), the older ones collapsed under it.
import { PERIODS, type PredictionPeriod, type ShowType } from '@reality-draft/events';
import { Badge } from '@reality-draft/kit';
import { ChevronDown, Lock } from 'lucide-react';
import { useId } from 'react';
import { lockText, unsettledText } from '../model/predictionView';
import { PredictionList } from './PredictionList';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One period's predictions: everyone's once locked, else the reader's own. */
export function PeriodPredictions({ period, myId, showLock = false }: { period: PredictionPeriod; myId: string | null; showLock?: boolean }) {
  const word = PERIODS[period.showType].word;
  const locked = lockText(period);
  return (
    <div className="space-y-2">
      {showLock && locked && <p className="text-sm text-slate-600">{locked}</p>}
      {period.predictions ? (
        <PredictionList
          predictions={period.predictions}
          myId={myId}
          label={`Predictions for ${word} ${period.period}`}
          unsettled={unsettledText(period.lockedBy)}
        />
      ) : period.mine ? (
        <p className="text-sm text-slate-700">
          Your pick: <span className="font-semibold text-slate-900">{period.mine.label}</span>
        </p>
      ) : (
        <p className="text-sm text-slate-500">Everyone’s predictions show once it locks.</p>
      )}
    </div>
  );
}

function PeriodTitle({ period, id }: { period: PredictionPeriod; id?: string }) {
  return (
    <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
      <span id={id}>
        {capitalized(PERIODS[period.showType].word)} {period.period}
      </span>
      {period.locked && (
        <Badge tone="neutral">
          <Lock className="h-3 w-3" aria-hidden />
          Locked
        </Badge>
      )}
    </h3>
  );
}

export function EarlierPeriods({ periods, showType, myId }: { periods: readonly PredictionPeriod[]; showType: ShowType; myId: string | null }) {
  const latestId = useId();
  if (periods.length === 0) return null;
  const [latest, ...older] = periods;
  const word = PERIODS[showType].word;
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <section aria-labelledby={latestId} className="space-y-2">
        <PeriodTitle period={latest} id={latestId} />
        <PeriodPredictions period={latest} myId={myId} showLock />
      </section>
      {older.length > 0 && (
        <details className="group rounded-xl border border-slate-200">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-details-marker]:hidden">
            Earlier {word}s ({older.length})
            <ChevronDown className="h-4 w-4 text-slate-500 transition group-open:rotate-180" aria-hidden />
          </summary>
          <ol className="space-y-4 border-t border-slate-200 px-4 py-3">
            {older.map((period) => (
              <li key={period.period} className="space-y-2">
                <PeriodTitle period={period} />
                <PeriodPredictions period={period} myId={myId} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
