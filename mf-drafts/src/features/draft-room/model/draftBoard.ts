// The draft board (issue 19 §5): rounds down, players across in draft position, each cell the pick
// that player made in that round. Empty cells carry the pick number snake order gives them.
import { PICKS_PER_PARTICIPANT, type Participant, type Pick } from '@reality-draft/events';
import { participantsInOrder } from './participants';

export interface BoardCell {
  /** The pick number this cell has in snake order (odd rounds by ascending position, even descending). */
  pickNumber: number;
  pick: Pick | null;
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

export function draftBoard(participants: readonly Participant[], picks: readonly Pick[], roundCount = PICKS_PER_PARTICIPANT): DraftBoardLayout {
  const columns = participantsInOrder(participants);
  const lastRound = Math.max(roundCount, ...picks.map((pick) => pick.round));
  const byCell = new Map(picks.map((pick) => [`${pick.round}:${pick.playerId}`, pick]));
  const rounds = Array.from({ length: lastRound }, (_, index) => {
    const round = index + 1;
    return {
      round,
      cells: columns.map((person, column) => ({
        pickNumber: snakePickNumber(round, column + 1, columns.length),
        pick: byCell.get(`${round}:${person.id}`) ?? null,
      })),
    };
  });
  return { columns, rounds };
}
