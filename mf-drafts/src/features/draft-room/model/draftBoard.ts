// The draft board (issue 19 §5): rounds down, players across in draft position, each cell the pick
// that player made in that round. Empty cells carry the pick number snake order gives them. A pick
// replaced or traded since the draft (docs/league.md#rosters: the picks stay as drafted, the roster moves
// follow) carries its moves, so the cell names what is in the place now, who holds it, and how it got there.
import { PICKS_PER_PARTICIPANT, type Participant, type Pick, type RosterMove } from '@reality-draft/events';
import { participantsInOrder } from './participants';
import { pickPlaces, type PlaceMove, type PlaceReplacement, type PlaceTrade } from './rosters';

/** A won replacement on a pick's place: `addLabel` came in for `dropLabel` from `fromPeriod` on. */
export type BoardSwap = PlaceReplacement;
/** A completed trade on a pick's place: its item went to `toPlayerId` from `fromPeriod` on. */
export type BoardTrade = PlaceTrade;
/** What happened to a pick's place since the draft. */
export type BoardMove = PlaceMove;

export interface BoardCell {
  /** The pick number this cell has in snake order (odd rounds by ascending position, even descending). */
  pickNumber: number;
  pick: Pick | null;
  /** The replacements and trades on this pick's place, oldest first (empty: the drafter still holds the drafted item). */
  swaps: BoardMove[];
  /** Who holds the place now when a trade took it from the drafter; null while the drafter holds it. */
  heldBy: string | null;
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
 * The roster moves on each pick's place, by pick id (only places with one), oldest first: a won claim
 * whose dropped item is the one in that place then (the drafted item, or one that came in by an earlier
 * claim), and a completed trade of that item from the player holding it then.
 */
export function pickSwaps(picks: readonly Pick[], moves: readonly RosterMove[]): Map<string, BoardMove[]> {
  return new Map(
    pickPlaces(picks, moves)
      .filter((place) => place.moves.length > 0)
      .map((place) => [place.pick.id, place.moves]),
  );
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
        const moved = (pick && swaps.get(pick.id)) ?? [];
        const holder = moved.filter((move): move is BoardTrade => move.kind === 'trade').at(-1)?.toPlayerId ?? null;
        return { pickNumber: snakePickNumber(round, column + 1, columns.length), pick, swaps: moved, heldBy: holder === person.id ? null : holder };
      }),
    };
  });
  return { columns, rounds };
}
