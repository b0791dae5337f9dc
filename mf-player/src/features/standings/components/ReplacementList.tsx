// The breakdown's Replacements part (docs/league.md#replacements): each won replacement claim, "Episode 2:
// Kim for Lou −2", and what they cost together. Shown only when the player has won a claim.
import { cn } from '@reality-draft/kit';
import { replacementHeadline, type ReplacementSummary } from '../model/replacementLines';
import { BreakdownPart } from './BreakdownPart';

export const REPLACEMENTS_TITLE = 'Replacements';

export function ReplacementList({ summary }: { summary: ReplacementSummary }) {
  if (!summary.lines.length) return null;
  return (
    <BreakdownPart
      title={REPLACEMENTS_TITLE}
      headline={replacementHeadline(summary)}
      listLabel="Won replacement claims"
      lines={summary.lines}
      what={(line) => <span className="block font-medium text-slate-900">{line.text}</span>}
      end={(line) => (
        <span className={cn('shrink-0 text-right font-semibold tabular-nums', line.points < 0 ? 'text-rose-700' : 'text-slate-500')}>{line.pointsText}</span>
      )}
    />
  );
}
