// The draft board (issue 19 §5): rounds down, players across in draft position, each cell the pick
// that player made in that round. Empty cells carry the pick number snake order gives them. A pick
// replaced since the draft (docs/league.md#rosters: the picks stay as drafted, the roster moves follow)
// carries its swaps, so the cell names who holds the place now and whom they replaced.
import { PICKS_PER_PARTICIPANT, type Participant, type Pick, type RosterMove } from '@reality-draft/events';
import { participantsInOrder } from './participants';
import { pickedItemId } from './roomItems';

/** A won replacement on a pick's place: `addLabel` came in for `dropLabel` from `fromPeriod` on. */
export interface BoardSwap {
  dropLabel: string;
  addLabel: string;
  fromPeriod: number;
}

export interface BoardCell {
  /** The pick number this cell has in snake order (odd rounds by ascending position, even descending). */
  pickNumber: number;
  pick: Pick | null;
  /** The replacements on this pick's place, oldest first (empty: it is still the drafted item). */
  swaps: BoardSwap[];
}

export interface BoardRound {
  round: number;
  /** One cell per column, in the columns' order. */
  cells: BoardCell[];
}

export interface DraftBoardLayout {
  /** The players by draft position. */
  columns: Participant[];
  rounds: BoardRound[];
}

/** The pick number of `position` (1-based) in `round` among `participants` players, in snake order. */
export function snakePickNumber(round: number, position: number, participants: number): number {
  const inRound = round % 2 === 1 ? position : participants - position + 1;
  return (round - 1) * participants + inRound;
}

/**
 * The replacements on each pick's place, by pick id: a player's won claim whose dropped item is the one
 * in that place then (the drafted item, or one that came in by an earlier claim), oldest first.
 */
export function pickSwaps(picks: readonly Pick[], moves: readonly RosterMove[]): Map<string, BoardSwap[]> {
  const swaps = new Map<string, BoardSwap[]>();
  // Where each player's item sits on the board now: `${playerId}:${itemId}` -> pick id.
  const place = new Map<string, string>();
  for (const pick of picks) {
    const itemId = pickedItemId(pick);
    if (itemId) place.set(`${pick.playerId}:${itemId}`, pick.id);
  }
  for (const move of moves) {
    if (move.kind !== 'replacement') continue;
    const pickId = place.get(`${move.playerId}:${move.dropItemId}`);
    if (!pickId) continue;
    place.delete(`${move.playerId}:${move.dropItemId}`);
    place.set(`${move.playerId}:${move.addItemId}`, pickId);
    swaps.set(pickId, [...(swaps.get(pickId) ?? []), { dropLabel: move.dropLabel, addLabel: move.addLabel, fromPeriod: move.fromPeriod }]);
  }
  return swaps;
}

export function draftBoard(
  participants: readonly Participant[],
  picks: readonly Pick[],
  roundCount = PICKS_PER_PARTICIPANT,
  moves: readonly RosterMove[] = [],
): DraftBoardLayout {
  const swaps = pickSwaps(picks, moves);
  const columns = participantsInOrder(participants);
  const lastRound = Math.max(roundCount, ...picks.map((pick) => pick.round));
  const byCell = new Map(picks.map((pick) => [`${pick.round}:${pick.playerId}`, pick]));
  const rounds = Array.from({ length: lastRound }, (_, index) => {
    const round = index + 1;
    return {
      round,
      cells: columns.map((person, column) => {
        const pick = byCell.get(`${round}:${person.id}`) ?? null;
        return { pickNumber: snakePickNumber(round, column + 1, columns.length), pick, swaps: (pick && swaps.get(pick.id)) ?? [] };
      }),
    };
  });
  return { columns, rounds };
}
