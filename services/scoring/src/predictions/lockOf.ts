import type { PredictionLock } from '@reality-draft/events';

/** Why a period takes no more predictions at `now`, if it does not (docs/league.md#predictions): what is known of it first, then the admin's lock time. */
export function lockOf(lockedBy: Exclude<PredictionLock, 'time'> | null, locksAt: string | undefined, now: Date): PredictionLock | null {
  if (lockedBy) return lockedBy;
  return locksAt !== undefined && Date.parse(locksAt) <= now.getTime() ? 'time' : null;
}
