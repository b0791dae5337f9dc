// Participants and picks of a finished three-player draft, for the board's and the recap's specs.
import { positionOnTheClock, roundOf, type Participant, type Pick, type PickSource, type RosterMove } from '@reality-draft/events';

export function aParticipant(id: string, draftPosition: number, firstName: string): Participant {
  const name = { firstName, lastName: null, email: null };
  return { id, draftId: 'd1', playerId: id, userId: id, username: null, draftPosition, ...name, player: name, user: name, picksMade: 0, autoPick: false };
}

/** Ann (1), Ben (2), Cy (3): listed out of order, as a server might. */
export const PLAYERS = [aParticipant('ben', 2, 'Ben'), aParticipant('cy', 3, 'Cy'), aParticipant('ann', 1, 'Ann')];

/** Pick `pickNumber` made by whoever snake order puts on the clock. */
export function aPick(pickNumber: number, extra: { source?: PickSource; secondsOnClock?: number | null } = {}): Pick {
  const ids = ['ann', 'ben', 'cy'];
  const playerId = ids[(positionOnTheClock(pickNumber, 3) ?? 1) - 1];
  const source = extra.source ?? 'player';
  return {
    id: `d1-${pickNumber}`,
    draftId: 'd1',
    pickNumber,
    round: roundOf(pickNumber, 3),
    playerId,
    userId: playerId,
    assignedToPlayerId: playerId,
    assignedToUserId: playerId,
    isAutoPick: source !== 'player',
    source,
    pickedAt: '2026-11-27T05:00:00Z',
    secondsOnClock: extra.secondsOnClock ?? null,
    label: `Item ${pickNumber}`,
  };
}

/** A completed trade from period `fromPeriod`: `fromPlayerId` gives the items `give` for `get`, each item labelled by its id. */
export function aTradeMove(fromPlayerId: string, toPlayerId: string, give: string[], get: string[], fromPeriod: number): RosterMove {
  return {
    kind: 'trade',
    fromPlayerId,
    toPlayerId,
    give: give.map((itemId) => ({ itemId, label: itemId })),
    get: get.map((itemId) => ({ itemId, label: itemId })),
    fromPeriod,
    at: '2026-12-05T12:00:00Z',
    ref: `trade-${fromPeriod}`,
  };
}
