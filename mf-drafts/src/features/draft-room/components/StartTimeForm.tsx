// A start time typed as a date and a time of the admin's own zone (the browser's), sent as ISO 8601
// with that zone's offset (zonedDateTimeIso). A time that has passed is refused here, as the server does.
import { Button, Field, startTimeProblem, useServerNow, zonedDateTimeInputs, zonedDateTimeIso } from '@reality-draft/kit';
import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';

const HOUR_MS = 3_600_000;

/** What the fields start with: the current start time, else the next whole hour. */
function initialInputs(startsAt: string | null, now: number) {
  return zonedDateTimeInputs(startsAt ?? new Date(Math.ceil((now + 1) / HOUR_MS) * HOUR_MS).toISOString());
}

export function StartTimeForm({
  startsAt,
  busy,
  onSave,
  onCancel,
}: {
  startsAt: string | null;
  busy: boolean;
  onSave: (startsAt: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const now = useServerNow();
  const [inputs, setInputs] = useState(() => initialInputs(startsAt, now));
  const [touched, setTouched] = useState(false);
  const problem = startTimeProblem(inputs.date, inputs.time, now);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const iso = zonedDateTimeIso(inputs.date, inputs.time);
    if (problem || !iso || busy) return;
    await onSave(iso);
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Start time" className="mt-3 space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <Field label="Start date" type="date" required value={inputs.date} onChange={(event) => setInputs({ ...inputs, date: event.target.value })} />
        <Field label="Start time" type="time" required step={60} value={inputs.time} onChange={(event) => setInputs({ ...inputs, time: event.target.value })} />
      </div>
      <p className="text-xs text-slate-500">Your time zone: {zone}</p>
      {touched && problem && (
        <p role="alert" className="text-xs text-rose-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={busy} className="flex-1 sm:flex-none">
          {!busy && <Check className="h-4 w-4" aria-hidden />}
          Save start time
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} className="flex-1 sm:flex-none">
          Cancel
        </Button>
      </div>
    </form>
  );
}
