// A draft's buttons: Start (pending, from 2 participants), its start time (pending: set, change or
// clear it), Clear Picks & Restart (active/completed) and Delete (each of these two after a
// confirmation), and Open room.
import { Button, buttonClasses, ConfirmDialog, draftLabel, draftRoomPath, RestartDraftDialog } from '@reality-draft/kit';
import { MIN_PARTICIPANTS, type DraftSummary } from '@reality-draft/events';
import { CalendarClock, DoorOpen, Play, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { canReset, canStart } from '../model/draftStatus';
import { useDraftActions } from '../hooks/useDraftActions';
import { StartTimeDialog } from './StartTimeDialog';

export const DELETE_DRAFT_QUESTION = 'Are you sure you want to permanently delete this draft? This action cannot be undone.';

type Asking = 'reset' | 'delete' | 'startTime' | null;

export function DraftActions({ draft }: { draft: DraftSummary }) {
  const actions = useDraftActions(draft);
  const [asking, setAsking] = useState<Asking>(null);
  const label = draftLabel(draft);
  const confirmed = async (run: () => Promise<boolean>) => {
    if (await run()) setAsking(null);
  };
  const named = <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-900">{label}</p>;

  return (
    <div className="flex flex-wrap gap-2">
      {draft.status === 'pending' && (
        <Button
          size="sm"
          onClick={() => void actions.start()}
          disabled={!canStart(draft)}
          busy={actions.isStarting}
          title={canStart(draft) ? undefined : `Needs at least ${MIN_PARTICIPANTS} participants`}
          aria-label={`Start ${label}`}
        >
          {!actions.isStarting && <Play className="h-3.5 w-3.5" aria-hidden />}
          Start
        </Button>
      )}
      {draft.status === 'pending' && (
        <Button size="sm" variant="outline" onClick={() => setAsking('startTime')} aria-label={`Start time of ${label}`}>
          <CalendarClock className="h-3.5 w-3.5" aria-hidden />
          Start time
        </Button>
      )}
      {canReset(draft) && (
        <Button size="sm" variant="outline" onClick={() => setAsking('reset')} busy={actions.isResetting} aria-label={`Clear Picks & Restart ${label}`}>
          {!actions.isResetting && <RotateCcw className="h-3.5 w-3.5" aria-hidden />}
          Clear Picks &amp; Restart
        </Button>
      )}
      <Link to={draftRoomPath('admin', draft.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={`Open room of ${label}`}>
        <DoorOpen className="h-3.5 w-3.5" aria-hidden />
        Open room
      </Link>
      <Button size="sm" variant="ghost" className="!text-rose-600 hover:!bg-rose-50" onClick={() => setAsking('delete')} aria-label={`Delete ${label}`}>
        <Trash2 className="h-3.5 w-3.5" aria-hidden />
        Delete
      </Button>
      {draft.status === 'pending' && <StartTimeDialog draft={draft} label={label} open={asking === 'startTime'} onClose={() => setAsking(null)} />}
      <RestartDraftDialog open={asking === 'reset'} busy={actions.isResetting} onConfirm={() => void confirmed(actions.reset)} onCancel={() => setAsking(null)}>
        {named}
      </RestartDraftDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete Draft"
        description={DELETE_DRAFT_QUESTION}
        confirmLabel="Delete Draft"
        icon={<Trash2 className="h-4 w-4" aria-hidden />}
        busy={actions.isDeleting}
        onConfirm={() => void confirmed(actions.remove)}
        onCancel={() => setAsking(null)}
      >
        {named}
      </ConfirmDialog>
    </div>
  );
}
