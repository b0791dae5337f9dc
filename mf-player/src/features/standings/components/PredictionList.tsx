// The breakdown's Predictions part: each settled who-goes-home prediction, "Episode 3: Kim ✓ +2" or
// "Episode 4: Leo ✗ 0", and how many were right.
import { cn } from '@reality-draft/kit';
import { PERIODS, PREDICTION_TEXTS, type ShowType } from '@reality-draft/events';
import { pointsText } from '../model/itemWords';
import type { PredictionSummary } from '../model/predictionLines';

export function PredictionList({ summary, showType }: { summary: PredictionSummary; showType: ShowType }) {
  const { lines, correct, points } = summary;
  return (
    <section aria-label={PREDICTION_TEXTS.column}>
      <h3 className="text-sm font-semibold text-slate-900">{PREDICTION_TEXTS.column}</h3>
      <p className="mt-1 text-sm text-slate-600">
        {lines.length
          ? `${correct} of ${lines.length} called right: ${pointsText(points)}.`
          : `No settled predictions yet: each counts once someone goes home in its ${PERIODS[showType].word}.`}
      </p>
      {lines.length > 0 && (
        <ul aria-label="Settled predictions" className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {lines.map((line) => (
            <li key={line.key} className="flex items-center gap-2 px-3 py-2 text-sm">
              <span className="shrink-0 text-slate-500">{line.periodLabel}:</span>{' '}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{line.label}</span>
                {line.league && <span className="block truncate text-xs text-slate-500">{line.league}</span>}
              </span>{' '}
              <span
                role="img"
                aria-label={line.correct ? 'called right' : 'called wrong'}
                title={line.correct ? 'Called right' : 'Called wrong'}
                className={cn('shrink-0 font-bold', line.correct ? 'text-emerald-700' : 'text-rose-700')}
              >
                {line.correct ? '✓' : '✗'}
              </span>{' '}
              <span className={cn('w-8 shrink-0 text-right font-semibold tabular-nums', line.correct ? 'text-emerald-700' : 'text-slate-500')}>
                {line.pointsText}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
