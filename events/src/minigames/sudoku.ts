/**
 * The picture sudoku's rules (docs/mini-games.md#sudoku): a 9x9 grid of digits 1-9, 0 for an empty cell.
 * The screen highlights conflicts with them; the server accepts a solve only when isSolvedGrid says
 * so (never by comparing with a stored solution alone).
 */
export type SudokuGrid = number[][];

const SIZE = 9;
const ALL_DIGITS = 0b1111111110;

const isDigitOrEmpty = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= SIZE;
const boxOf = (row: number, col: number) => Math.floor(row / 3) * 3 + Math.floor(col / 3);

/** Nine rows of nine integers 0-9. */
export function isSudokuGridShape(value: unknown): value is SudokuGrid {
  return Array.isArray(value) && value.length === SIZE && value.every((row) => Array.isArray(row) && row.length === SIZE && row.every(isDigitOrEmpty));
}

/** The cell's digit appears again in its row, column or 3x3 box. */
function repeats(grid: SudokuGrid, row: number, col: number): boolean {
  const digit = grid[row][col];
  if (digit === 0) return false;
  const boxRow = row - (row % 3);
  const boxCol = col - (col % 3);
  for (let i = 0; i < SIZE; i++) {
    const [r, c] = [boxRow + Math.floor(i / 3), boxCol + (i % 3)];
    if ((i !== col && grid[row][i] === digit) || (i !== row && grid[i][col] === digit) || ((r !== row || c !== col) && grid[r][c] === digit)) return true;
  }
  return false;
}

/** Which cells hold a digit that repeats in their row, column or 3x3 box (the screen shows them in red). */
export function sudokuConflicts(grid: SudokuGrid): boolean[][] {
  return grid.map((cells, row) => cells.map((_, col) => repeats(grid, row, col)));
}

/** Every row, column and box of a full grid holds 1-9 exactly once. */
function everyHouseComplete(grid: SudokuGrid): boolean {
  const rows = new Array<number>(SIZE).fill(0);
  const cols = new Array<number>(SIZE).fill(0);
  const boxes = new Array<number>(SIZE).fill(0);
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const bit = 1 << grid[row][col];
      rows[row] |= bit;
      cols[col] |= bit;
      boxes[boxOf(row, col)] |= bit;
    }
  }
  return [...rows, ...cols, ...boxes].every((digits) => digits === ALL_DIGITS);
}

/** The grid solves the puzzle: full, every given kept, and every row, column and box holds 1-9 once. */
export function isSolvedGrid(grid: unknown, puzzle: SudokuGrid): boolean {
  if (!isSudokuGridShape(grid) || !isSudokuGridShape(puzzle)) return false;
  const keepsGivens = puzzle.every((cells, row) => cells.every((given, col) => given === 0 || grid[row][col] === given));
  const full = grid.every((cells) => cells.every((digit) => digit !== 0));
  return full && keepsGivens && everyHouseComplete(grid);
}
