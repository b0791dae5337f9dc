// The breakdown's Predictions part: each settled who-goes-home prediction, "Episode 3: Kim ✓ +2" or
// "Episode 4: Leo ✗ 0", and how many were right.
import { cn } from '@reality-draft/kit';
import { PERIODS, PREDICTION_TEXTS, type ShowType } from '@reality-draft/events';
import { pointsText } from '../model/itemWords';
import type { PredictionSummary } from '../model/predictionLines';
import { BreakdownPart } from './BreakdownPart';

export function PredictionList({ summary, showType }: { summary: PredictionSummary; showType: ShowType }) {
  const { lines, correct, points } = summary;
  return (
    <BreakdownPart
      title={PREDICTION_TEXTS.column}
      headline={
        lines.length
          ? `${correct} of ${lines.length} called right: ${pointsText(points)}.`
          : `No settled predictions yet: each counts once someone goes home in its ${PERIODS[showType].word}.`
      }
      listLabel="Settled predictions"
      lines={lines}
      what={(line) => <span className="block truncate font-medium text-slate-900">{line.label}</span>}
      end={(line) => (
        <>
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
        </>
      )}
    />
  );
}
