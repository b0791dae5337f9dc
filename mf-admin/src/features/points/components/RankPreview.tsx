// Before a correction is saved: who it moves in each draft's standings ("Ann Lee: 3rd → 1st in Big
// Brother #K7Q2XM, 41 → 47"), or that no one moves (docs/scoring.md#rank-preview).
import { cn, errorMessage } from '@reality-draft/kit';
import { TrendingUp } from 'lucide-react';
import { rankLine } from '../model/rankPreview';
import type { RankPreview as Preview } from '../hooks/useRankPreview';

export const RANK_PREVIEW_TITLE = 'Standings when you save';
export const NOBODY_MOVES = "No one's total or rank moves in any draft.";

export function RankPreview({ preview: { changes, error }, className }: { preview: Preview; className?: string }) {
  return (
    <div role="group" aria-label={RANK_PREVIEW_TITLE} className={cn('text-sm', className)}>
      <h3 className="flex items-center gap-2 font-semibold text-slate-800">
        <TrendingUp className="h-4 w-4 text-slate-400" aria-hidden />
        {RANK_PREVIEW_TITLE}
      </h3>
      {error ? (
        <p role="alert" className="mt-1 text-rose-700">
          {errorMessage(error, 'Could not work out who moves in the standings.')}
        </p>
      ) : changes === null ? (
        <p className="mt-1 text-slate-500">Working out who moves in the standings...</p>
      ) : changes.length === 0 ? (
        <p className="mt-1 text-slate-500">{NOBODY_MOVES}</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-slate-800">
          {changes.map((change) => (
            <li key={`${change.draftId}:${change.playerId}`} className="break-words">
              {rankLine(change)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
