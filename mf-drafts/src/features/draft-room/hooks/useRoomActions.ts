// The owner admin's buttons: Start Draft (at once, or after a 10 s countdown), Clear Picks & Restart, Pause/Resume timer, Undo Last Pick,
// each with its toasts. Each action resolves true when the server accepted it.
import {
  toast,
  usePauseDraftMutation,
  useResetDraftMutation,
  useResumeDraftMutation,
  useStartDraftMutation,
  useUndoLastPickMutation,
} from '@reality-draft/kit';
import { useCallback } from 'react';
import { useCancelCountdownMutation, useStartCountdownMutation } from '../api/liveRoomApi';
import { roomActionFailure, ROOM_ACTION_SUCCESS, type RoomAction } from '../model/roomToasts';

type Outcome = { error?: unknown };

export function useRoomActions(draftId: string) {
  const [start, starting] = useStartDraftMutation();
  const [countdown, countingDown] = useStartCountdownMutation();
  const [cancelCountdown, cancelling] = useCancelCountdownMutation();
  const [reset, resetting] = useResetDraftMutation();
  const [pause, pausing] = usePauseDraftMutation();
  const [resume, resuming] = useResumeDraftMutation();
  const [undo, undoing] = useUndoLastPickMutation();

  const run = useCallback(
    async (action: RoomAction, send: (id: string) => PromiseLike<Outcome>): Promise<boolean> => {
      const outcome = await send(draftId);
      toast(outcome.error ? roomActionFailure(action, outcome.error) : ROOM_ACTION_SUCCESS[action]);
      return !outcome.error;
    },
    [draftId],
  );

  return {
    start: () => run('start', start),
    /** Starts the draft after the 10 s countdown every player sees. */
    countdown: () => run('countdown', countdown),
    cancelCountdown: () => run('cancelCountdown', cancelCountdown),
    reset: () => run('reset', reset),
    pause: () => run('pause', pause),
    resume: () => run('resume', resume),
    /** Takes back the pick numbered `pickNumber` (the last one): a repeated undo cannot take back another. */
    undo: (pickNumber: number) => run('undo', (id) => undo({ draftId: id, pickNumber })),
    busy: {
      start: starting.isLoading,
      countdown: countingDown.isLoading,
      cancelCountdown: cancelling.isLoading,
      reset: resetting.isLoading,
      pause: pausing.isLoading,
      resume: resuming.isLoading,
      undo: undoing.isLoading,
    } satisfies Record<RoomAction, boolean>,
  };
}
