import type { SlidingLevel, SudokuDifficulty, SudokuGrid } from '@reality-draft/events';
import type { Randomness } from './randomness';

/** Where puzzles come from: the sliding-block level set (in groups of equal minimum moves) and the sudoku generator. */
export interface PuzzleSource {
  /** Groups of levels of one minimum number of moves (10 or more): everyone playing one game gets a level of one group. */
  slidingGroups(): readonly { minMoves: number; levels: readonly SlidingLevel[] }[];
  /** A new sudoku with a unique solution, graded by difficulty, drawn with the service's chance. */
  sudoku(difficulty: SudokuDifficulty, random: Randomness): { puzzle: SudokuGrid; solution: SudokuGrid };
}
