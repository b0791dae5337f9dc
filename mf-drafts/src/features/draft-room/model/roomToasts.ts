// The room's toasts (docs/drafts.md#draft-toasts). Start and reset failures use the spec's fixed texts;
// the commissioner controls show the server's message.
import { castItemKind, type ShowType } from '@reality-draft/events';
import { DRAFT_ACTION_FAILURES, errorMessage, type ToastInput } from '@reality-draft/kit';

export type RoomAction = 'start' | 'countdown' | 'cancelCountdown' | 'reset' | 'pause' | 'resume' | 'undo';

const FAILURE_FALLBACKS: Record<RoomAction, string> = {
  ...DRAFT_ACTION_FAILURES,
  pause: 'Failed to pause the timer.',
  resume: 'Failed to resume the timer.',
  undo: 'Failed to undo the last pick.',
  countdown: 'Failed to start the countdown.',
  cancelCountdown: 'Failed to stop the countdown.',
};

const FIXED_TEXT: ReadonlySet<RoomAction> = new Set(['start', 'reset']);

export function roomActionFailure(action: RoomAction, error: unknown): ToastInput {
  const fallback = FAILURE_FALLBACKS[action];
  return { title: 'Error', description: FIXED_TEXT.has(action) ? fallback : errorMessage(error, fallback), variant: 'destructive' };
}

export const ROOM_ACTION_SUCCESS: Record<RoomAction, ToastInput> = {
  start: { title: 'Draft Started', description: 'The draft order was randomised and the first turn is on the clock.' },
  reset: { title: 'Draft Restarted', description: 'All picks were cleared; the draft begins again with pick 1.' },
  pause: { title: 'Timer Paused', description: 'The turn clock is stopped until you resume it.' },
  resume: { title: 'Timer Resumed', description: 'The turn clock is running again.' },
  undo: { title: 'Pick Undone', description: 'The last pick went back to the pool and that turn is on the clock again.' },
  countdown: { title: 'Starting in 10 s', description: 'Every player sees the countdown. Start now to skip it, or cancel it.' },
  cancelCountdown: { title: 'Countdown Stopped', description: 'The draft is waiting to start again.' },
};

/** Written once in the kit, for every screen that eliminates (Data Tools, the points dialog). */
export { eliminationFailure } from '@reality-draft/kit';

/** The picker's toast names the pick: "You picked Harlan. Your contestant has been selected." */
export function pickSuccess(showType: ShowType, label: string): ToastInput {
  return { title: 'Pick Made!', description: `You picked ${label}. Your ${castItemKind(showType)} has been selected.` };
}

export function pickFailure(error: unknown): ToastInput {
  return { title: 'Pick Failed', description: errorMessage(error, 'Failed to make pick.'), variant: 'destructive' };
}

/** The commissioner's pick for the player on the clock: "You picked Harlan for Sam." */
export function commissionerPickSuccess(label: string, pickerFirstName: string): ToastInput {
  return { title: 'Pick Made!', description: `You picked ${label} for ${pickerFirstName}.` };
}

/** The player's "Auto-pick for me" switch. */
export function autoPickSwitched(on: boolean): ToastInput {
  return on
    ? { title: 'Auto-pick On', description: 'Your turns are picked at once: your queue first, else the best available.' }
    : { title: 'Auto-pick Off', description: 'You pick your own turns again.' };
}

export function autoPickFailure(error: unknown): ToastInput {
  return { title: 'Error', description: errorMessage(error, 'Failed to switch auto-pick.'), variant: 'destructive' };
}
