/**
 * A player whose turns keep timing out is switched to auto-pick, so one absent player does not stall
 * the league (docs/drafts.md#auto-pick-for-me). Shared by the server's decider and the draft's fold.
 */
import type { PickSource } from './events';

/** After this many of a player's turns in a row were picked by the timer, the server switches their auto-pick on. */
export const TIMEOUTS_BEFORE_AUTO_PICK = 2;

/**
 * A player's turns in a row picked by the timer, after a pick of theirs from `source`: the timer adds
 * one, the player's own pick starts again from 0, and a pick nobody on their side let run out (a bot,
 * their auto-pick, the commissioner) leaves the count as it was.
 */
export function timeoutsAfterPick(timeouts: number, source: PickSource): number {
  if (source === 'timer') return timeouts + 1;
  if (source === 'player') return 0;
  return timeouts;
}

/** Whether the server switches a player's auto-pick on: their turns timed out often enough in a row. */
export const autoPickEarned = (timeouts: number) => timeouts >= TIMEOUTS_BEFORE_AUTO_PICK;
