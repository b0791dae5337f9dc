/** The fewest moves that solve a sliding-block layout (one move = one piece sliding any distance), by breadth-first search. */
import type { SlidingMove, SlidingPiece } from '@reality-draft/events';
import { SlidingBoard } from './slidingBoard';

export interface SlidingSolution {
  minMoves: number;
  moves: SlidingMove[];
}

/** A shortest solve, or null when the contestant can never get out. */
export function solveSliding(pieces: readonly SlidingPiece[]): SlidingSolution | null {
  const board = new SlidingBoard(pieces);
  const start = board.start;
  if (board.isSolved(start)) return { minMoves: 0, moves: [] };
  const parent = new Map<number, number>([[start, start]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head];
    let solvedAt: number | null = null;
    board.forEachNeighbour(key, (next) => {
      if (solvedAt !== null || parent.has(next)) return;
      parent.set(next, key);
      queue.push(next);
      if (board.isSolved(next)) solvedAt = next;
    });
    if (solvedAt !== null) return solutionTo(board, parent, solvedAt);
  }
  return null;
}

function solutionTo(board: SlidingBoard, parent: Map<number, number>, end: number): SlidingSolution {
  const moves: SlidingMove[] = [];
  for (let key = end; parent.get(key) !== key; key = parent.get(key)!) moves.push(board.moveBetween(parent.get(key)!, key));
  moves.reverse();
  return { minMoves: moves.length, moves };
}
