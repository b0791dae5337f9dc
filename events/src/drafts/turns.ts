/** Snake order (spec 01 §4), shared by the server's rules and the draft room's screens. */
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
