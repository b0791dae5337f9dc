import { isSolvedGrid, isSudokuGridShape, sudokuConflicts, type SudokuGrid } from './sudoku';

/** A grid of our own: each row is the one above shifted by three, and by one more at each band. */
const SOLUTION: SudokuGrid = [
  [1, 2, 3, 4, 5, 6, 7, 8, 9],
  [4, 5, 6, 7, 8, 9, 1, 2, 3],
  [7, 8, 9, 1, 2, 3, 4, 5, 6],
  [2, 3, 4, 5, 6, 7, 8, 9, 1],
  [5, 6, 7, 8, 9, 1, 2, 3, 4],
  [8, 9, 1, 2, 3, 4, 5, 6, 7],
  [3, 4, 5, 6, 7, 8, 9, 1, 2],
  [6, 7, 8, 9, 1, 2, 3, 4, 5],
  [9, 1, 2, 3, 4, 5, 6, 7, 8],
];
/** The solution with every third cell emptied. */
const PUZZLE: SudokuGrid = SOLUTION.map((row, r) => row.map((digit, c) => ((r * 9 + c) % 3 === 0 ? 0 : digit)));
const copy = (grid: SudokuGrid) => grid.map((row) => [...row]);
const withCell = (grid: SudokuGrid, row: number, col: number, digit: number) => {
  const changed = copy(grid);
  changed[row][col] = digit;
  return changed;
};
const cellsOf = (marks: boolean[][]) => marks.flatMap((row, r) => row.flatMap((marked, c) => (marked ? [`${r},${c}`] : [])));

describe('isSudokuGridShape', () => {
  it('takes nine rows of nine integers 0-9', () => {
    expect(isSudokuGridShape(SOLUTION)).toBe(true);
    expect(isSudokuGridShape(PUZZLE)).toBe(true);
  });

  it.each([
    ['not an array', 'grid'],
    ['eight rows', SOLUTION.slice(1)],
    ['a short row', [...SOLUTION.slice(1), [1, 2, 3]]],
    ['a 10', withCell(SOLUTION, 0, 0, 10)],
    ['a negative', withCell(SOLUTION, 0, 0, -1)],
    ['a fraction', withCell(SOLUTION, 0, 0, 1.5)],
    ['a string digit', [[...SOLUTION[0].slice(1), '1'], ...SOLUTION.slice(1)]],
    ['a null row', [null, ...SOLUTION.slice(1)]],
  ])('refuses %s', (_kind, value) => {
    expect(isSudokuGridShape(value)).toBe(false);
  });
});

describe('sudokuConflicts', () => {
  it('marks nothing on a consistent grid, full or not', () => {
    expect(cellsOf(sudokuConflicts(SOLUTION))).toEqual([]);
    expect(cellsOf(sudokuConflicts(PUZZLE))).toEqual([]);
  });

  it('marks both cells of a repeat in a row, a column and a box, never an empty cell', () => {
    const empty = SOLUTION.map((row) => row.map(() => 0));
    expect(cellsOf(sudokuConflicts(withCell(withCell(empty, 0, 0, 4), 0, 8, 4)))).toEqual(['0,0', '0,8']);
    expect(cellsOf(sudokuConflicts(withCell(withCell(empty, 1, 5, 7), 8, 5, 7)))).toEqual(['1,5', '8,5']);
    expect(cellsOf(sudokuConflicts(withCell(withCell(empty, 3, 3, 2), 5, 5, 2)))).toEqual(['3,3', '5,5']);
    expect(cellsOf(sudokuConflicts(withCell(withCell(empty, 3, 3, 2), 5, 6, 2)))).toEqual([]);
  });

  it('marks every cell a changed digit clashes with', () => {
    // A 5 at (0,1) repeats the 5 at (0,4) in its row, and the 5 at (1,1) in its column and its box.
    expect(cellsOf(sudokuConflicts(withCell(SOLUTION, 0, 1, 5)))).toEqual(['0,1', '0,4', '1,1']);
  });
});

describe('isSolvedGrid', () => {
  it('accepts the full grid that keeps the givens and the rules', () => {
    expect(isSolvedGrid(SOLUTION, PUZZLE)).toBe(true);
  });

  it('accepts any other valid solution of the puzzle, not only a stored one', () => {
    // Swapping the digits 1 and 2 everywhere gives another valid grid; with neither given, it solves the puzzle too.
    const noOnesOrTwos = SOLUTION.map((row) => row.map((digit) => (digit <= 2 ? 0 : digit)));
    const swapped = SOLUTION.map((row) => row.map((digit) => (digit === 1 ? 2 : digit === 2 ? 1 : digit)));
    expect(isSolvedGrid(swapped, noOnesOrTwos)).toBe(true);
    expect(isSolvedGrid(swapped, PUZZLE)).toBe(false);
  });

  it.each([
    ['an incomplete grid', PUZZLE],
    ['a changed given', withCell(SOLUTION, 0, 1, 5)],
    ['a repeat in a row', withCell(SOLUTION, 0, 0, 3)],
    ['a grid of the wrong shape', SOLUTION.slice(1)],
    ['a non-grid', { rows: SOLUTION }],
  ])('refuses %s', (_kind, grid) => {
    expect(isSolvedGrid(grid, PUZZLE)).toBe(false);
  });

  it('refuses a grid whose rows are all permutations but whose columns are not', () => {
    const sameRows = SOLUTION.map(() => [...SOLUTION[0]]);
    const blank = SOLUTION.map((row) => row.map(() => 0));
    expect(isSolvedGrid(sameRows, blank)).toBe(false);
  });

  it('refuses a grid whose rows and columns are Latin but whose boxes are not', () => {
    const latin = SOLUTION.map((_, r) => SOLUTION.map((__, c) => ((r + c) % 9) + 1));
    expect(
      isSolvedGrid(
        latin,
        SOLUTION.map((row) => row.map(() => 0)),
      ),
    ).toBe(false);
  });
});
