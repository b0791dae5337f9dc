// A start time typed as a date and a time of the user's own zone (the browser's), sent as ISO 8601 with
// that zone's offset (zonedDateTimeIso). A time that has passed is refused here, as the server does.
// Shared by Draft Management's Start Time dialog and the draft room's start time form.
import { useState } from 'react';
import { Field } from '../ui/Field';
import { startTimeProblem, zonedDateTimeInputs, zonedDateTimeIso } from './draftText';

const HOUR_MS = 3_600_000;

/** What the fields start with: the current start time, else the next whole hour. */
function initialInputs(startsAt: string | null, now: number) {
  return zonedDateTimeInputs(startsAt ?? new Date(Math.ceil((now + 1) / HOUR_MS) * HOUR_MS).toISOString());
}

export type StartTimeInputs = ReturnType<typeof useStartTimeInputs>;

/** The fields' state; `submitted()` on submit gives the start time to send, else null (its problem shows from then on). */
export function useStartTimeInputs(startsAt: string | null, now: number) {
  const [inputs, setInputs] = useState(() => initialInputs(startsAt, now));
  const [touched, setTouched] = useState(false);
  const problem = startTimeProblem(inputs.date, inputs.time, now);

  const submitted = (): string | null => {
    setTouched(true);
    const iso = zonedDateTimeIso(inputs.date, inputs.time);
    return !problem && iso ? iso : null;
  };

  return { inputs, setInputs, problem: touched ? problem : null, submitted };
}

/** The date and time fields, the user's zone, and the problem once the form was submitted. */
export function StartTimeFields({ fields, className = 'grid grid-cols-2 gap-3' }: { fields: StartTimeInputs; className?: string }) {
  const { inputs, setInputs, problem } = fields;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <div className={className}>
        <Field label="Start date" type="date" required value={inputs.date} onChange={(event) => setInputs({ ...inputs, date: event.target.value })} />
        <Field label="Start time" type="time" required step={60} value={inputs.time} onChange={(event) => setInputs({ ...inputs, time: event.target.value })} />
      </div>
      <p className="text-xs text-slate-500">Your time zone: {zone}</p>
      {problem && (
        <p role="alert" className="text-xs text-rose-700">
          {problem}
        </p>
      )}
    </>
  );
}
