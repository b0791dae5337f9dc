/**
 * Sudoku by bitmask backtracking: each row, column and box keeps a 9-bit mask of the digits it
 * holds (digit d is bit d - 1), and the search always fills the empty cell with the fewest
 * candidates next. Fast enough to check uniqueness after every cell a generator removes.
 */
import type { SudokuGrid } from '@reality-draft/events';

const ALL = 0x1ff;
// Lookup tables rather than Math calls in the search: jest runs tests in a vm context, where every global lookup is several times slower.
const BITS = Int8Array.from({ length: ALL + 1 }, (_, mask) => mask.toString(2).replace(/0/g, '').length);
const DIGIT = Int8Array.from({ length: ALL + 1 }, (_, bit) => Math.log2(bit) + 1);
const ROW = Int8Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 9));
const COL = Int8Array.from({ length: 81 }, (_, cell) => cell % 9);
const BOX = Int8Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3));

export interface SearchOptions {
  /** Stop after this many solutions. */
  limit: number;
  /** Try candidates in a random order (for making a random full grid). */
  random?: () => number;
  /** Forbid one digit in one empty cell (cell is row * 9 + col). */
  forbid?: { cell: number; digit: number };
  /** Called with each solution found, as 81 digits row by row. */
  onSolution?: (cells: Int8Array) => void;
}

/** How many solutions the grid has, counting no further than the limit; 0 when its givens already clash. */
export function searchSudoku(grid: SudokuGrid, options: SearchOptions): number {
  const cells = Int8Array.from(grid.flat());
  const rows = new Int16Array(9);
  const cols = new Int16Array(9);
  const boxes = new Int16Array(9);
  for (let cell = 0; cell < 81; cell++) {
    if (cells[cell] === 0) continue;
    const bit = 1 << (cells[cell] - 1);
    const [row, col, box] = [ROW[cell], COL[cell], BOX[cell]];
    if ((rows[row] | cols[col] | boxes[box]) & bit) return 0;
    rows[row] |= bit;
    cols[col] |= bit;
    boxes[box] |= bit;
  }
  const forbidden = options.forbid ? { cell: options.forbid.cell, bit: 1 << (options.forbid.digit - 1) } : null;
  let found = 0;

  const candidatesOf = (cell: number) => {
    const free = ALL & ~(rows[ROW[cell]] | cols[COL[cell]] | boxes[BOX[cell]]);
    return forbidden && forbidden.cell === cell ? free & ~forbidden.bit : free;
  };

  /** The empty cell with the fewest candidates, or -1 when the grid is full. */
  const mostConstrained = () => {
    let best = -1;
    let fewest = 10;
    for (let cell = 0; cell < 81 && fewest > 1; cell++) {
      if (cells[cell] !== 0) continue;
      const count = BITS[candidatesOf(cell)];
      if (count < fewest) {
        best = cell;
        fewest = count;
      }
    }
    return best;
  };

  const search = (): void => {
    const cell = mostConstrained();
    if (cell < 0) {
      found++;
      options.onSolution?.(cells);
      return;
    }
    const [row, col, box] = [ROW[cell], COL[cell], BOX[cell]];
    for (const bit of candidateOrder(candidatesOf(cell), options.random)) {
      cells[cell] = DIGIT[bit];
      rows[row] |= bit;
      cols[col] |= bit;
      boxes[box] |= bit;
      search();
      rows[row] &= ~bit;
      cols[col] &= ~bit;
      boxes[box] &= ~bit;
      cells[cell] = 0;
      if (found >= options.limit) return;
    }
  };

  search();
  return found;
}

function candidateOrder(mask: number, random?: () => number): number[] {
  const bits: number[] = [];
  for (let rest = mask; rest; rest &= rest - 1) bits.push(rest & -rest);
  if (random) {
    for (let i = bits.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [bits[i], bits[j]] = [bits[j], bits[i]];
    }
  }
  return bits;
}

/** How many solutions the grid has, up to `limit` (2 answers "unique or not"). */
export function countSolutions(grid: SudokuGrid, limit = 2): number {
  return searchSudoku(grid, { limit });
}

export const gridOf = (cells: ArrayLike<number>): SudokuGrid => Array.from({ length: 9 }, (_, row) => Array.from(cells).slice(row * 9, row * 9 + 9));
