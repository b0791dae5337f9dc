// The league's record book over every season: titles, the best single week or episode, each player's best
// finish and the most replacements won; "None yet" for a record nobody holds.
import type { RecordBook as Records, Season } from '@reality-draft/events';
import { Award, Medal, Repeat, Zap } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { recordLines, type RecordLine } from '../model/seasonView';

const ICONS: Record<RecordLine['key'], ReactNode> = {
  titles: <Award className="h-4 w-4" aria-hidden />,
  period: <Zap className="h-4 w-4" aria-hidden />,
  finishes: <Medal className="h-4 w-4" aria-hidden />,
  replacements: <Repeat className="h-4 w-4" aria-hidden />,
};

export function RecordBook({ records, seasons }: { records: Records; seasons: readonly Season[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        Record book
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        {recordLines(records, seasons).map((line) => (
          <div key={line.key} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-200/70">
            <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <span className="text-brand-600">{ICONS[line.key]}</span>
              {line.label}
            </dt>
            {line.entries.length === 0 ? (
              <dd className="mt-1 text-sm text-slate-500">None yet</dd>
            ) : (
              line.entries.map((entry) => (
                <dd key={entry} className="mt-1 text-sm text-slate-800">
                  {entry}
                </dd>
              ))
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
