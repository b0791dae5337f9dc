import type { AttemptPuzzle, PlayerPuzzle } from '@reality-draft/events';

/** The puzzle as its player may see it: a sudoku's solution stays on the server. */
export function playerPuzzleOf(puzzle: AttemptPuzzle): PlayerPuzzle {
  if (puzzle.gameType !== 'sudoku') return puzzle;
  const { gameType, difficulty, puzzle: grid } = puzzle;
  return { gameType, difficulty, puzzle: grid };
}

/** 'Perfect Score': a sliding-block level solved in its minimum number of moves. */
export const isPerfect = (puzzle: AttemptPuzzle | PlayerPuzzle, moveCount: number): boolean =>
  puzzle.gameType === 'rush_hour' && moveCount <= puzzle.level.minMoves;
