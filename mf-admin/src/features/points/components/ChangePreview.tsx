// Before a period is saved: what saving changes, in people's words ("Veto: Iris -2, Georgia +2",
// "Harlan evicted"), or that nothing does; with what changes, who it moves in the standings.
import { errorMessage } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { changeLines } from '../model/changeText';
import { periodName } from '../model/logText';
import type { OutChanges } from '../model/periodForm';
import type { Subject } from '../model/totalsGrid';
import type { PeriodChange } from '../model/types';

export function ChangePreview({
  show,
  period,
  changes,
  out,
  subjects,
  previewing,
  error,
  standings,
}: {
  show: ShowType;
  period: number;
  changes: readonly PeriodChange[] | null;
  out: OutChanges;
  subjects: readonly Subject[];
  previewing: boolean;
  error: unknown;
  /** Shown below the changes, when there are some: who they move in the standings. */
  standings?: ReactNode;
}) {
  const lines = changes ? changeLines(show, changes, out, subjects) : [];
  return (
    <section
      aria-label="Changes when you save"
      aria-live="polite"
      tabIndex={0}
      className="max-h-40 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 sm:max-h-56"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <ListChecks className="h-4 w-4 text-slate-400" aria-hidden />
        Changes when you save
      </h3>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-rose-700">
          {errorMessage(error, 'Could not work out the changes.')}
        </p>
      ) : changes === null ? (
        <p className="mt-1 text-sm text-slate-500">{previewing ? 'Working out the changes...' : 'Choose the results to see what changes.'}</p>
      ) : lines.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{`No changes: ${periodName(show, period)} is saved as shown.`}</p>
      ) : (
        <>
          <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
            {lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
          {standings}
        </>
      )}
    </section>
  );
}
