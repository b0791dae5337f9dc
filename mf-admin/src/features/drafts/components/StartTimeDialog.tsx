// Draft Management's start time for a waiting draft (issue 28 §4): a date and a time of the admin's own
// zone, sent as ISO 8601 with that zone's offset; Clear takes the start time away.
import { Button, Dialog, Field, startTimeProblem, zonedDateTimeInputs, zonedDateTimeIso } from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { CalendarX2, Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useScheduleDraft } from '../hooks/useScheduleDraft';

const HOUR_MS = 3_600_000;

/** The current start time, else the next whole hour. */
function initialInputs(startsAt: string | null) {
  return zonedDateTimeInputs(startsAt ?? new Date(Math.ceil((Date.now() + 1) / HOUR_MS) * HOUR_MS).toISOString());
}

export function StartTimeDialog({ draft, label, open, onClose }: { draft: DraftSummary; label: string; open: boolean; onClose: () => void }) {
  const scheduled = draft.startKind === 'schedule' ? draft.startsAt : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Start Time"
      description="The draft starts by itself at this time, as Start does, if at least 2 players have joined."
    >
      {open && <StartTimeFields draftId={draft.id} label={label} scheduled={scheduled} onDone={onClose} />}
    </Dialog>
  );
}

function StartTimeFields({ draftId, label, scheduled, onDone }: { draftId: string; label: string; scheduled: string | null; onDone: () => void }) {
  const [inputs, setInputs] = useState(() => initialInputs(scheduled));
  const [touched, setTouched] = useState(false);
  const schedule = useScheduleDraft(draftId);
  const problem = startTimeProblem(inputs.date, inputs.time, Date.now());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const save = async (startsAt: string | null) => {
    if (await schedule.save(startsAt)) onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const iso = zonedDateTimeIso(inputs.date, inputs.time);
    if (!problem && iso && !schedule.busy) void save(iso);
  };

  return (
    <form onSubmit={submit} aria-label={`Start time of ${label}`} className="space-y-4">
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-900">{label}</p>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Start date" type="date" required value={inputs.date} onChange={(event) => setInputs({ ...inputs, date: event.target.value })} />
        <Field label="Start time" type="time" required step={60} value={inputs.time} onChange={(event) => setInputs({ ...inputs, time: event.target.value })} />
      </div>
      <p className="text-xs text-slate-500">Your time zone: {zone}</p>
      {touched && problem && (
        <p role="alert" className="text-xs text-rose-700">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {scheduled && (
          <Button type="button" variant="ghost" onClick={() => void save(null)} disabled={schedule.busy}>
            <CalendarX2 className="h-4 w-4" aria-hidden />
            Clear start time
          </Button>
        )}
        <Button type="submit" busy={schedule.busy}>
          {!schedule.busy && <Check className="h-4 w-4" aria-hidden />}
          Save start time
        </Button>
      </div>
    </form>
  );
}
