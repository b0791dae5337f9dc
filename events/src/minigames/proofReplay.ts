/** Replaying a solve's moves from the recorded layout, the same way for every move-based puzzle. */
import { PuzzleMoveError } from './puzzleMoveError';

/** The most moves a proof may hold: far beyond any honest solve, small enough to replay at once. */
export const MAX_PROOF_MOVES = 2000;

export interface Replayed<S> {
  solved: boolean;
  moveCount: number;
  state: S;
}

/** Applies every move in order; a refused move, a move after the solve or an over-long proof throws a PuzzleMoveError naming the move. */
export function replayProof<S, M>(start: S, moves: readonly M[], apply: (state: S, move: M) => S, isSolved: (state: S) => boolean): Replayed<S> {
  if (moves.length > MAX_PROOF_MOVES) throw new PuzzleMoveError(`a solve may have at most ${MAX_PROOF_MOVES} moves, this one has ${moves.length}`);
  let state = start;
  let solved = isSolved(state);
  moves.forEach((move, index) => {
    if (solved) throw new PuzzleMoveError('the puzzle is already solved', index);
    state = atMove(index, () => apply(state, move));
    solved = isSolved(state);
  });
  return { solved, moveCount: moves.length, state };
}

function atMove<T>(index: number, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof PuzzleMoveError) throw new PuzzleMoveError(error.reason, index);
    throw error;
  }
}
