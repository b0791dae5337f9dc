// "Auto-pick for me" (issue 28 §5): whether the server switched it on for the player because their
// turns timed out (the room then says so, and the switch shows on until they switch it off).
import type { DraftActivity } from '@reality-draft/events';

/** True when the player's latest auto-pick line is the server's switching it on after timeouts. */
export function switchedOnByTimeouts(activity: readonly DraftActivity[], playerId: string | null): boolean {
  if (!playerId) return false;
  const latest = activity
    .filter((line): line is Extract<DraftActivity, { kind: 'autoPick' }> => line.kind === 'autoPick' && line.playerId === playerId)
    .reduce<Extract<DraftActivity, { kind: 'autoPick' }> | null>((last, line) => (last === null || line.seq > last.seq ? line : last), null);
  return latest !== null && latest.on && latest.reason === 'timeouts';
}

export const AUTO_PICK_TIMEOUTS_NOTICE = 'Auto-pick is on for you: two turns timed out.';
