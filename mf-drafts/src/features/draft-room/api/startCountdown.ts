// "Starting in 10 s": the admin's start countdown, on the server's clock.
import type { DraftDetail } from '@reality-draft/events';

/** Whole seconds until the draft starts by itself (never below 0), or null when no countdown runs. */
export function secondsUntilStart(draft: Pick<DraftDetail, 'status' | 'startsAt'>, now: number): number | null {
  if (draft.status !== 'pending' || !draft.startsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(draft.startsAt) - now) / 1000));
}

export const startingInText = (seconds: number) => (seconds > 0 ? `Starting in ${seconds} s` : 'Starting now…');
