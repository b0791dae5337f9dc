// The owner admin's buttons (docs/drafts.md#start-and-restart) plus the commissioner controls. 'Start in 10 s' gives every
// player a countdown ('Start now' or cancel while it runs); 'Start Draft' starts at once, as the
// spec's does. 'Clear Picks & Restart' wipes every pick, so it asks first. A double click acts once (firstClickOnly), and Undo names
// the last pick, so neither a double click nor a burst takes back more than one pick.
import { MIN_PARTICIPANTS, type DraftDetail } from '@reality-draft/events';
import { Button, RestartDraftDialog } from '@reality-draft/kit';
import { Pause, Play, RotateCcw, Timer, Undo2, X, Zap } from 'lucide-react';
import { useState } from 'react';
import { firstClickOnly } from '../api/commissionerClicks';
import type { useRoomActions } from '../hooks/useRoomActions';

type RoomActions = ReturnType<typeof useRoomActions>;

export function AdminControls({
  draft,
  participantCount,
  lastPick,
  actions,
}: {
  draft: DraftDetail;
  participantCount: number;
  /** The number of the last pick made (what Undo takes back), null before any pick. */
  lastPick: number | null;
  actions: RoomActions;
}) {
  const { busy } = actions;
  const canRestart = draft.status === 'active' || draft.status === 'completed';
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      {draft.status === 'pending' && !draft.startsAt && (
        <>
          <Button
            onClick={firstClickOnly(actions.countdown)}
            disabled={participantCount < MIN_PARTICIPANTS}
            busy={busy.countdown}
            className="flex-1 sm:flex-none"
            title="Every player sees 'Starting in 10 s', then the first turn begins"
          >
            {!busy.countdown && <Timer className="h-4 w-4" aria-hidden />}
            Start in 10 s
          </Button>
          <Button
            variant="outline"
            onClick={firstClickOnly(actions.start)}
            disabled={participantCount < MIN_PARTICIPANTS}
            busy={busy.start}
            className="flex-1 sm:flex-none"
            title="Start at once, without the countdown"
          >
            {!busy.start && <Zap className="h-4 w-4" aria-hidden />}
            Start Draft
          </Button>
        </>
      )}
      {draft.status === 'pending' && draft.startsAt && (
        <>
          <Button onClick={firstClickOnly(actions.start)} busy={busy.start} className="flex-1 sm:flex-none">
            {!busy.start && <Zap className="h-4 w-4" aria-hidden />}
            Start now
          </Button>
          <Button variant="outline" onClick={firstClickOnly(actions.cancelCountdown)} busy={busy.cancelCountdown} className="flex-1 sm:flex-none">
            {!busy.cancelCountdown && <X className="h-4 w-4" aria-hidden />}
            Cancel countdown
          </Button>
        </>
      )}
      {draft.status === 'active' &&
        (draft.paused ? (
          <Button variant="secondary" onClick={firstClickOnly(actions.resume)} busy={busy.resume} className="flex-1 sm:flex-none">
            {!busy.resume && <Play className="h-4 w-4" aria-hidden />}
            Resume Timer
          </Button>
        ) : (
          <Button variant="secondary" onClick={firstClickOnly(actions.pause)} busy={busy.pause} className="flex-1 sm:flex-none">
            {!busy.pause && <Pause className="h-4 w-4" aria-hidden />}
            Pause Timer
          </Button>
        ))}
      {canRestart && (
        <Button
          variant="outline"
          onClick={firstClickOnly(() => lastPick !== null && actions.undo(lastPick))}
          disabled={lastPick === null}
          busy={busy.undo}
          className="flex-1 sm:flex-none"
        >
          {!busy.undo && <Undo2 className="h-4 w-4" aria-hidden />}
          Undo Last Pick
        </Button>
      )}
      {canRestart && <RestartButton actions={actions} />}
    </div>
  );
}

function RestartButton({ actions }: { actions: RoomActions }) {
  const [asking, setAsking] = useState(false);
  const busy = actions.busy.reset;
  const restart = async () => {
    if (await actions.reset()) setAsking(false);
  };
  return (
    <>
      <Button variant="destructive" onClick={() => setAsking(true)} busy={busy} className="flex-1 sm:flex-none">
        {!busy && <RotateCcw className="h-4 w-4" aria-hidden />}
        Clear Picks &amp; Restart
      </Button>
      <RestartDraftDialog open={asking} busy={busy} onConfirm={() => void restart()} onCancel={() => setAsking(false)} />
    </>
  );
}
