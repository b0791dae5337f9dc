// Who won a slot: a native select for one winner (best on phones); when several may share it (a
// tribe's immunity, everyone who survived the episode), a select that adds one winner or a whole
// tribe as removable chips, with 'All still in' for the slot everyone remaining usually takes.
import { cn, inputClasses } from '@reality-draft/kit';
import { ChevronDown, X } from 'lucide-react';
import type { Subject } from '../model/totalsGrid';
import { addWinners, TRIBE_CHOICE, tribesOf } from '../model/winners';

export function WinnerSelect({
  label,
  subjects,
  value,
  taken,
  onChange,
  noneLabel,
}: {
  label: string;
  subjects: readonly Subject[];
  value: string | undefined;
  /** Subjects chosen elsewhere that this select must not offer (a team's other placement). */
  taken: ReadonlySet<string>;
  onChange: (id: string | null) => void;
  noneLabel: string;
}) {
  const offered = subjects.filter((subject) => subject.id === value || !taken.has(subject.id));
  return (
    <div className="relative">
      <select
        aria-label={label}
        className={cn(inputClasses, 'appearance-none pr-9')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{noneLabel}</option>
        {offered.map((subject) => (
          <option key={subject.id} value={subject.id}>
            {subject.isActive ? subject.label : `${subject.label} (out)`}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
    </div>
  );
}

export function WinnerList({
  label,
  subjects,
  value,
  max,
  everyoneStillIn,
  onChange,
  addLabel,
  placeholder = 'Add a winner',
}: {
  label: string;
  subjects: readonly Subject[];
  value: readonly string[];
  max: number;
  /** The add select's name (default: "Add " and the label). */
  addLabel?: string;
  placeholder?: string;
  /** Offer 'All still in' (everyone remaining usually takes this slot). */
  everyoneStillIn: boolean;
  onChange: (ids: string[]) => void;
}) {
  const chosen = value.map((id) => subjects.find((subject) => subject.id === id)).filter((subject): subject is Subject => Boolean(subject));
  const left = subjects.filter((subject) => !value.includes(subject.id));
  const stillIn = subjects.filter((subject) => subject.isActive).map((subject) => subject.id);
  const tribes = Number.isFinite(max) ? [] : tribesOf(subjects);
  const full = value.length >= max;
  const everyoneIn = stillIn.length > 0 && stillIn.every((id) => value.includes(id));
  const add = (choice: string) => {
    if (choice && !full) onChange(addWinners(subjects, value, choice, max));
  };
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <select
            aria-label={addLabel ?? `Add ${label.toLowerCase()}`}
            className={cn(inputClasses, 'appearance-none pr-9')}
            value=""
            disabled={full}
            onChange={(event) => add(event.target.value)}
          >
            <option value="">{full ? `${max} chosen` : placeholder}</option>
            {tribes.length > 0 && (
              <optgroup label="Whole tribe (still in)">
                {tribes.map((tribe) => (
                  <option key={tribe.name} value={`${TRIBE_CHOICE}${tribe.name}`} disabled={tribe.stillIn === 0}>
                    {`${tribe.name} (${tribe.stillIn})`}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={tribes.length > 0 ? 'One castaway' : 'One winner'}>
              {left.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {subject.isActive ? subject.label : `${subject.label} (out)`}
                </option>
              ))}
            </optgroup>
          </select>
          <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        </div>
        {everyoneStillIn && (
          <button
            type="button"
            onClick={() => onChange(everyoneIn ? [] : [...new Set([...value, ...stillIn])])}
            className="h-11 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:h-10"
          >
            {everyoneIn ? 'Clear' : 'All still in'}
          </button>
        )}
      </div>
      {chosen.length > 0 && (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {chosen.map((subject) => (
            <li
              key={subject.id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-sm text-brand-800 ring-1 ring-inset ring-brand-200"
            >
              {subject.label}
              <button
                type="button"
                aria-label={`Remove ${subject.label}`}
                onClick={() => onChange(value.filter((id) => id !== subject.id))}
                className="rounded-full p-1.5 text-brand-500 hover:bg-brand-100 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
