// The breakdown's Replacements part (docs/league.md#replacements): each won replacement claim, "Episode 2:
// Kim for Lou −2", and what they cost together. Shown only when the player has won a claim.
import { cn } from '@reality-draft/kit';
import { replacementHeadline, type ReplacementSummary } from '../model/replacementLines';

export const REPLACEMENTS_TITLE = 'Replacements';

export function ReplacementList({ summary }: { summary: ReplacementSummary }) {
  if (!summary.lines.length) return null;
  return (
    <section aria-label={REPLACEMENTS_TITLE}>
      <h3 className="text-sm font-semibold text-slate-900">{REPLACEMENTS_TITLE}</h3>
      <p className="mt-1 text-sm text-slate-600">{replacementHeadline(summary)}</p>
      <ul aria-label="Won replacement claims" className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {summary.lines.map((line) => (
          <li key={line.key} className="flex items-center gap-2 px-3 py-2 text-sm">
            <span className="shrink-0 text-slate-500">{line.periodLabel}:</span>{' '}
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{line.text}</span>
              {line.league && <span className="block truncate text-xs text-slate-500">{line.league}</span>}
            </span>{' '}
            <span className={cn('shrink-0 text-right font-semibold tabular-nums', line.points < 0 ? 'text-rose-700' : 'text-slate-500')}>
              {line.pointsText}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
