// A waiting draft's start time (issue 28 §4), shown apart from the 10 s countdown: "Starts in 2 h 14
// min" and when, in the viewer's own zone. The owner sets, changes or clears it here; the admin room
// also says why a start time came without a start ("Did not start at 20:00: 1 player joined").
import { MIN_PARTICIPANTS, type DraftDetail } from '@reality-draft/events';
import { Button, Card, clockTimeText, missedStartText, startDayText, startsInText, useScheduleDraft, useServerNow } from '@reality-draft/kit';
import { CalendarClock, CalendarX2, Pencil, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { waitingStart } from '../model/startCountdown';
import { StartTimeForm } from './StartTimeForm';

type StartFields = Pick<DraftDetail, 'id' | 'status' | 'startsAt' | 'startKind' | 'missedStart'>;

export function ScheduledStart({ draft, viewer, canEdit = false }: { draft: StartFields; viewer: 'player' | 'admin'; canEdit?: boolean }) {
  const now = useServerNow();
  const [editing, setEditing] = useState(false);
  const schedule = useScheduleDraft(draft.id);
  const startsAt = waitingStart(draft) === 'schedule' ? draft.startsAt : null;
  const missed = viewer === 'admin' && draft.status === 'pending' ? draft.missedStart : null;
  if (draft.status !== 'pending' || waitingStart(draft) === 'countdown') return null;
  if (!startsAt && !missed && !canEdit) return null;

  const save = async (next: string | null) => {
    const saved = await schedule.save(next);
    if (saved) setEditing(false);
    return saved;
  };
  const when = startsAt && `${clockTimeText(startsAt)} on ${startDayText(startsAt)}`;
  return (
    <Card className="flex h-full items-start gap-4 p-5 sm:p-6" data-testid="scheduled-start-card">
      <div aria-hidden className="rounded-xl bg-brand-50 p-2.5 text-brand-600">
        <CalendarClock className="h-6 w-6" />
      </div>
      <div className="min-w-0 flex-1">
        {startsAt ? (
          <>
            <p className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl" data-testid="scheduled-start">
              {startsInText(startsAt, now)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              The draft starts by itself at <span className="font-semibold text-slate-900">{when}</span> (your time) if at least {MIN_PARTICIPANTS} players have
              joined.{viewer === 'player' && ' The order is drawn then; line up your pick queue meanwhile.'}
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold text-slate-900">No start time set</p>
            <p className="mt-1 text-sm text-slate-600">
              Set one and the draft starts by itself then, as Start does, if at least {MIN_PARTICIPANTS} players have joined.
            </p>
          </>
        )}
        {missed && (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="missed-start">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {missedStartText(missed)}
          </p>
        )}
        {canEdit &&
          (editing ? (
            <StartTimeForm startsAt={startsAt} busy={schedule.busy} onSave={(next) => save(next)} onCancel={() => setEditing(false)} />
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} className="flex-1 sm:flex-none">
                <Pencil className="h-4 w-4" aria-hidden />
                {startsAt ? 'Change start time' : 'Set start time'}
              </Button>
              {startsAt && (
                <Button size="sm" variant="ghost" onClick={() => void save(null)} busy={schedule.busy} className="flex-1 sm:flex-none">
                  {!schedule.busy && <CalendarX2 className="h-4 w-4" aria-hidden />}
                  Clear start time
                </Button>
              )}
            </div>
          ))}
      </div>
    </Card>
  );
}
