// The owner admin's buttons (spec 01 §2) plus the commissioner controls.
import { MIN_PARTICIPANTS, type DraftDetail } from '@reality-draft/events';
import { Button } from '@reality-draft/kit';
import { Pause, Play, RotateCcw, Undo2, Zap } from 'lucide-react';
import type { useRoomActions } from '../hooks/useRoomActions';

export function AdminControls({
  draft,
  participantCount,
  actions,
}: {
  draft: DraftDetail;
  participantCount: number;
  actions: ReturnType<typeof useRoomActions>;
}) {
  const { busy } = actions;
  const canRestart = draft.status === 'active' || draft.status === 'completed';
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      {draft.status === 'pending' && (
        <Button onClick={() => void actions.start()} disabled={participantCount < MIN_PARTICIPANTS} busy={busy.start} className="flex-1 sm:flex-none">
          {!busy.start && <Zap className="h-4 w-4" aria-hidden />}
          Start Draft
        </Button>
      )}
      {draft.status === 'active' &&
        (draft.paused ? (
          <Button variant="secondary" onClick={() => void actions.resume()} busy={busy.resume} className="flex-1 sm:flex-none">
            {!busy.resume && <Play className="h-4 w-4" aria-hidden />}
            Resume Timer
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void actions.pause()} busy={busy.pause} className="flex-1 sm:flex-none">
            {!busy.pause && <Pause className="h-4 w-4" aria-hidden />}
            Pause Timer
          </Button>
        ))}
      {canRestart && (
        <Button variant="outline" onClick={() => void actions.undo()} disabled={draft.picksMade === 0} busy={busy.undo} className="flex-1 sm:flex-none">
          {!busy.undo && <Undo2 className="h-4 w-4" aria-hidden />}
          Undo Last Pick
        </Button>
      )}
      {canRestart && (
        <Button variant="destructive" onClick={() => void actions.reset()} busy={busy.reset} className="flex-1 sm:flex-none">
          {!busy.reset && <RotateCcw className="h-4 w-4" aria-hidden />}
          Clear Picks &amp; Restart
        </Button>
      )}
    </div>
  );
}
