import { onTheWire, type AttemptPuzzle, type PlayerPuzzle } from '@reality-draft/events';

type SudokuPuzzle = Extract<AttemptPuzzle, { gameType: 'sudoku' }>;

/** The puzzle as its player may see it, in the code's names: a sudoku's solution stays on the server. */
export type SeenPuzzle = Exclude<AttemptPuzzle, SudokuPuzzle> | Omit<SudokuPuzzle, 'solution'>;

export function seenPuzzleOf(puzzle: AttemptPuzzle): SeenPuzzle {
  if (puzzle.gameType !== 'sudoku') return puzzle;
  const { gameType, difficulty, puzzle: grid } = puzzle;
  return { gameType, difficulty, puzzle: grid };
}

/** The puzzle as its player's answer shows it: seen, in the wire's names. */
export const playerPuzzleOf = (puzzle: AttemptPuzzle | SeenPuzzle): PlayerPuzzle => onTheWire(seenPuzzleOf(puzzle as AttemptPuzzle));

/** 'Perfect Score': a sliding-block level solved in its minimum number of moves. */
export const isPerfect = (puzzle: AttemptPuzzle | SeenPuzzle, moveCount: number): boolean =>
  puzzle.gameType === 'sliding-block' && moveCount <= puzzle.level.minMoves;
