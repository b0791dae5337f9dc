import type { PuzzleSource } from './puzzleSource';
import { fractionsOf } from './randomness';
import { slidingLevelGroups } from './slidingLevelGroups';
import { generateSudoku } from './sudokuGenerator';

const groups = slidingLevelGroups();

/** The committed sliding-block level set (every group 10 moves or more at best) and the sudoku generator. */
export const defaultPuzzleSource: PuzzleSource = {
  slidingGroups: () => groups,
  sudoku(difficulty, random) {
    const { puzzle, solution } = generateSudoku(difficulty, fractionsOf(random));
    return { puzzle, solution };
  },
};
