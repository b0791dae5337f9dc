/**
 * How a person would solve a sudoku with the two simplest deductions: a cell with one candidate
 * left (a naked single), and a digit with one place left in a row, column or box (a hidden single).
 * A puzzle these fill completely has exactly one solution, since each step was forced.
 */
import type { SudokuGrid } from '@reality-draft/events';

const ALL = 0x1ff;
// Lookup tables rather than Math calls in the loops: jest runs tests in a vm context, where every global lookup is several times slower.
const ROW = Int8Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 9));
const COL = Int8Array.from({ length: 81 }, (_, cell) => cell % 9);
const BOX = Int8Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3));
/** The digit of a one-bit candidate mask. */
const DIGIT = Int8Array.from({ length: ALL + 1 }, (_, bit) => Math.log2(bit) + 1);
const HOUSES = [
  ...Array.from({ length: 9 }, (_, row) => Array.from({ length: 9 }, (__, i) => row * 9 + i)),
  ...Array.from({ length: 9 }, (_, col) => Array.from({ length: 9 }, (__, i) => i * 9 + col)),
  ...Array.from({ length: 9 }, (_, box) => Array.from({ length: 9 }, (__, i) => (Math.floor(box / 3) * 3 + Math.floor(i / 3)) * 9 + (box % 3) * 3 + (i % 3))),
];

export type Deductions = 'naked singles' | 'naked and hidden singles';

class Pencil {
  readonly cells: Int8Array;
  private readonly used = new Int16Array(27);
  empty = 0;

  constructor(grid: SudokuGrid) {
    this.cells = Int8Array.from(grid.flat());
    this.cells.forEach((digit, cell) => (digit ? this.mark(cell, digit) : this.empty++));
  }

  candidates(cell: number): number {
    return ALL & ~(this.used[ROW[cell]] | this.used[9 + COL[cell]] | this.used[18 + BOX[cell]]);
  }

  place(cell: number, digit: number): void {
    this.cells[cell] = digit;
    this.mark(cell, digit);
    this.empty--;
  }

  private mark(cell: number, digit: number): void {
    const bit = 1 << (digit - 1);
    this.used[ROW[cell]] |= bit;
    this.used[9 + COL[cell]] |= bit;
    this.used[18 + BOX[cell]] |= bit;
  }
}

/** Fills every naked single; false when some empty cell has no candidate left. */
function nakedSingles(pencil: Pencil): { stuck: boolean; placed: number } {
  let placed = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (pencil.cells[cell]) continue;
    const free = pencil.candidates(cell);
    if (free === 0) return { stuck: true, placed };
    if ((free & (free - 1)) !== 0) continue;
    pencil.place(cell, DIGIT[free]);
    placed++;
  }
  return { stuck: false, placed };
}

function hiddenSingles(pencil: Pencil): number {
  let placed = 0;
  for (const house of HOUSES) {
    for (let bit = 1; bit <= 0x100; bit <<= 1) {
      const places = house.filter((cell) => !pencil.cells[cell] && pencil.candidates(cell) & bit);
      if (places.length !== 1) continue;
      pencil.place(places[0], DIGIT[bit]);
      placed++;
    }
  }
  return placed;
}

/** Whether these deductions alone fill the whole grid. */
export function solvesBySingles(grid: SudokuGrid, deductions: Deductions): boolean {
  const pencil = new Pencil(grid);
  for (;;) {
    if (pencil.empty === 0) return true;
    const naked = nakedSingles(pencil);
    if (naked.stuck) return false;
    if (naked.placed > 0) continue;
    if (deductions === 'naked singles' || hiddenSingles(pencil) === 0) return false;
  }
}
