import type { PuzzleBox } from './puzzleBox';
import { fractionsOf } from './randomness';
import { slidingLevelGroups } from './puzzles/slidingLevelGroups';
import { generateSudoku } from './puzzles/sudokuGenerator';

const groups = slidingLevelGroups();

/** The committed sliding-block level set (every group 10 moves or more at best) and the sudoku generator. */
export const ourPuzzles: PuzzleBox = {
  slidingGroups: () => groups,
  sudoku(difficulty, random) {
    const { puzzle, solution } = generateSudoku(difficulty, fractionsOf(random));
    return { puzzle, solution };
  },
};
