import { isSolvedGrid, SUDOKU_DIFFICULTIES, type SudokuGrid } from '@reality-draft/events';
import { seededRandom } from './seededRandom';
import { countSolutions, generateSudoku, randomSolvedGrid } from './sudokuGenerator';
import { solvesBySingles } from './sudokuLogic';
import { gridOf, searchSudoku } from './sudokuSearch';

const givens = (grid: SudokuGrid) => grid.flat().filter((digit) => digit !== 0).length;
const emptied = (grid: SudokuGrid, keep: (digit: number, row: number, col: number) => boolean) =>
  grid.map((cells, row) => cells.map((digit, col) => (keep(digit, row, col) ? digit : 0)));
/** The puzzle's solution when it has exactly one, else null. */
const onlySolution = (puzzle: SudokuGrid) => {
  const found: SudokuGrid[] = [];
  return searchSudoku(puzzle, { limit: 2, onSolution: (cells) => found.push(gridOf(cells)) }) === 1 ? found[0] : null;
};

describe('countSolutions', () => {
  const solved = randomSolvedGrid(seededRandom(1));

  it('counts one for a full valid grid and none for a grid whose givens clash', () => {
    expect(isSolvedGrid(solved, solved)).toBe(true);
    expect(countSolutions(solved)).toBe(1);
    expect(countSolutions(emptied(solved, (_, row, col) => row !== 0 || col !== 0))).toBe(1);
    const clash = solved.map((row) => [...row]);
    clash[0][0] = clash[0][1];
    expect(countSolutions(clash)).toBe(0);
  });

  it('stops at the limit', () => {
    const empty = emptied(solved, () => false);
    expect(countSolutions(empty)).toBe(2);
    expect(countSolutions(empty, 1)).toBe(1);
    expect(countSolutions(empty, 50)).toBe(50);
  });

  it('sees a second solution: with every 1 and 2 emptied, swapping them solves it too', () => {
    const noOnesOrTwos = emptied(solved, (digit) => digit > 2);
    expect(countSolutions(noOnesOrTwos)).toBe(2);
    expect(countSolutions(noOnesOrTwos, 1)).toBe(1);
  });

  it('finds the solution itself', () => {
    expect(onlySolution(emptied(solved, (_, row, col) => row !== col && row !== 8 - col))).toEqual(solved);
    expect(onlySolution(emptied(solved, (digit) => digit > 2))).toBeNull();
  });
});

describe('generateSudoku', () => {
  it('makes 300 puzzles over the three difficulties, each with exactly one solution, the one it returns', () => {
    const random = seededRandom(2026);
    for (let i = 0; i < 300; i++) {
      const difficulty = SUDOKU_DIFFICULTIES[i % 3];
      const { puzzle, solution, difficulty: made } = generateSudoku(difficulty, random);
      expect(made).toBe(difficulty);
      expect(countSolutions(puzzle)).toBe(1);
      expect(isSolvedGrid(solution, puzzle)).toBe(true);
      expect(onlySolution(puzzle)).toEqual(solution);
    }
  });

  it('keeps each difficulty its promise', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 30; i++) {
      const easy = generateSudoku('easy', random).puzzle;
      expect(givens(easy)).toBe(38);
      expect(solvesBySingles(easy, 'naked singles')).toBe(true);
      const medium = generateSudoku('medium', random).puzzle;
      expect(givens(medium)).toBe(30);
      expect(solvesBySingles(medium, 'naked singles')).toBe(false);
      expect(solvesBySingles(medium, 'naked and hidden singles')).toBe(true);
      const hard = generateSudoku('hard', random).puzzle;
      expect(givens(hard)).toBeLessThanOrEqual(27);
      expect(solvesBySingles(hard, 'naked and hidden singles')).toBe(false);
    }
  });

  it('follows the random it is given', () => {
    expect(generateSudoku('medium', seededRandom(3))).toEqual(generateSudoku('medium', seededRandom(3)));
    expect(generateSudoku('medium', seededRandom(3)).puzzle).not.toEqual(generateSudoku('medium', seededRandom(4)).puzzle);
  });
});
