/** Snake order (docs/drafts.md#snake-order), shared by the server's rules and the draft room's screens. */
import { PICKS_PER_PARTICIPANT } from './events';

export const maxPicks = (participants: number) => participants * PICKS_PER_PARTICIPANT;

export const roundOf = (pickNumber: number, participants: number) => Math.ceil(pickNumber / participants);

/** The 1-based draft position on the clock for a pick, or null once every pick is made. */
export function positionOnTheClock(pickNumber: number, participants: number): number | null {
  if (participants < 1 || pickNumber < 1 || pickNumber > maxPicks(participants)) return null;
  const round = roundOf(pickNumber, participants);
  const indexInRound = (pickNumber - 1) % participants;
  return round % 2 === 1 ? indexInRound + 1 : participants - indexInRound;
}

/**
 * How many picks come before the player at `draftPosition` is next on the clock, counting from the
 * pick on the clock (`pickNumber`): 0 while they are on it, 1 when they are up next; null once they
 * have no turn left in the draft.
 */
export function picksUntilTurn(draftPosition: number, pickNumber: number, participants: number): number | null {
  for (let pick = Math.max(1, pickNumber); pick <= maxPicks(participants); pick += 1) {
    if (positionOnTheClock(pick, participants) === draftPosition) return pick - pickNumber;
  }
  return null;
}
