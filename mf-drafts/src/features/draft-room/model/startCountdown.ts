// How a waiting room says when the draft starts by itself, on the server's clock: the admin's 10 s
// countdown ("Starting in 10 s", startKind 'countdown') or the admin's start time ("Starts in 2 h 14
// min", startKind 'schedule'), which the room shows apart.
import type { DraftDetail } from '@reality-draft/events';

type StartFields = Pick<DraftDetail, 'status' | 'startsAt' | 'startKind'>;

/** Which start a pending draft waits for, or null when it waits for the admin. */
export function waitingStart(draft: StartFields): 'countdown' | 'schedule' | null {
  if (draft.status !== 'pending' || !draft.startsAt) return null;
  return draft.startKind === 'schedule' ? 'schedule' : 'countdown';
}

/** Whole seconds until the draft starts by itself (never below 0), or null when no countdown runs. */
export function secondsUntilStart(draft: StartFields, now: number): number | null {
  if (waitingStart(draft) !== 'countdown' || !draft.startsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(draft.startsAt) - now) / 1000));
}

export const startingInText = (seconds: number) => (seconds > 0 ? `Starting in ${seconds} s` : 'Starting now…');
