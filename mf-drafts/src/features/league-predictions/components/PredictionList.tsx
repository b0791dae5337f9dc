// Everyone's predictions of a locked period: who named whom, and ✓ or ✗ once it is settled for the reader.
import type { PredictionView } from '@reality-draft/events';
import { Badge, cn } from '@reality-draft/kit';
import { resultMark } from '../model/predictionView';

export interface PredictionListProps {
  predictions: readonly PredictionView[];
  myId: string | null;
  /** The list's name: "Predictions for episode 3". */
  label: string;
  /** What a prediction without a result says. */
  unsettled: string;
  className?: string;
}

export function PredictionList({ predictions, myId, label, unsettled, className }: PredictionListProps) {
  if (predictions.length === 0) return <p className={cn('text-sm text-slate-500', className)}>Nobody made a prediction.</p>;
  return (
    <ul aria-label={label} className={cn('divide-y divide-slate-100 rounded-lg border border-slate-200', className)}>
      {predictions.map((prediction) => {
        const mark = resultMark(prediction.correct);
        const you = prediction.playerId === myId;
        return (
          <li key={prediction.playerId} className={cn('flex items-center gap-3 px-3 py-2 text-sm', you && 'bg-brand-50/60')}>
            <span className="min-w-0 flex-1">
              <span className="block break-words font-medium text-slate-900">
                {prediction.playerName}
                {you && <span className="font-normal text-slate-600"> (you)</span>}
              </span>
              <span className="block break-words text-slate-600">{prediction.label}</span>
            </span>
            {mark ? (
              <Badge tone={mark.tone} className="shrink-0">
                <span aria-hidden>{mark.symbol}</span>
                {mark.label}
              </Badge>
            ) : (
              <span className="max-w-[7.5rem] shrink-0 text-right text-xs text-slate-600 sm:max-w-none">{unsettled}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
