// Draft Management's start time for a waiting draft (issue 28 §4): a date and a time of the admin's own
// zone, sent as ISO 8601 with that zone's offset; Clear takes the start time away.
import { Button, Dialog, StartTimeFields, useScheduleDraft, useStartTimeInputs } from '@reality-draft/kit';
import type { DraftSummary } from '@reality-draft/events';
import { CalendarX2, Check } from 'lucide-react';
import type { FormEvent } from 'react';

export function StartTimeDialog({ draft, label, open, onClose }: { draft: DraftSummary; label: string; open: boolean; onClose: () => void }) {
  const scheduled = draft.startKind === 'schedule' ? draft.startsAt : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Start Time"
      description="The draft starts by itself at this time, as Start does, if at least 2 players have joined."
    >
      {open && <StartTimeDialogForm draftId={draft.id} label={label} scheduled={scheduled} onDone={onClose} />}
    </Dialog>
  );
}

function StartTimeDialogForm({ draftId, label, scheduled, onDone }: { draftId: string; label: string; scheduled: string | null; onDone: () => void }) {
  const fields = useStartTimeInputs(scheduled, Date.now());
  const schedule = useScheduleDraft(draftId);

  const save = async (startsAt: string | null) => {
    if (await schedule.save(startsAt)) onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const iso = fields.submitted();
    if (iso && !schedule.busy) void save(iso);
  };

  return (
    <form onSubmit={submit} aria-label={`Start time of ${label}`} className="space-y-4">
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-900">{label}</p>
      <StartTimeFields fields={fields} />
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
