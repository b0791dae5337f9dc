// A part of the point breakdown listed line by line (the predictions, the replacements): its title, a
// headline, then a line per period: "Episode 3:", what happened (and the league where the lines span more
// than one), and what it scored, at the end.
import type { ReactNode } from 'react';

export interface BreakdownPartLine {
  key: string;
  /** "Episode 3" */
  periodLabel: string;
  league: string | null;
}

export function BreakdownPart<L extends BreakdownPartLine>({
  title,
  headline,
  listLabel,
  lines,
  what,
  end,
}: {
  title: string;
  headline: ReactNode;
  listLabel: string;
  lines: readonly L[];
  /** The line's own words, a block above its league. */
  what: (line: L) => ReactNode;
  /** What the line scored, at its end. */
  end: (line: L) => ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{headline}</p>
      {lines.length > 0 && (
        <ul aria-label={listLabel} className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {lines.map((line) => (
            <li key={line.key} className="flex items-center gap-2 px-3 py-2 text-sm">
              <span className="shrink-0 text-slate-500">{line.periodLabel}:</span>{' '}
              <span className="min-w-0 flex-1">
                {what(line)}
                {line.league && <span className="block truncate text-xs text-slate-500">{line.league}</span>}
              </span>{' '}
              {end(line)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
