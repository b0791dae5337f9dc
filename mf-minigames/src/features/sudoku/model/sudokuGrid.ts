// The board's edits (docs/mini-games.md#sudoku): only cells empty in the puzzle may change; digits 1-9, or 0 to clear.
import type { SudokuGrid } from '@reality-draft/events';

export const SUDOKU_SIZE = 9;

export const isGiven = (puzzle: SudokuGrid, row: number, col: number) => puzzle[row][col] !== 0;

/** The grid with one cell changed, or the same grid when the cell is a given or the digit is out of range. */
export function fillCell(puzzle: SudokuGrid, grid: SudokuGrid, row: number, col: number, digit: number): SudokuGrid {
  if (isGiven(puzzle, row, col) || !Number.isInteger(digit) || digit < 0 || digit > 9 || grid[row][col] === digit) return grid;
  return grid.map((cells, r) => (r === row ? cells.map((cell, c) => (c === col ? digit : cell)) : cells));
}

export const isFilled = (grid: SudokuGrid) => grid.every((row) => row.every((cell) => cell !== 0));

export const copyGrid = (grid: SudokuGrid): SudokuGrid => grid.map((row) => [...row]);

/** The keyboard's digit for a key: '1'-'9', or 0 for '0', Backspace and Delete; null otherwise. */
export function digitOfKey(key: string): number | null {
  if (/^[1-9]$/.test(key)) return Number(key);
  if (key === '0' || key === 'Backspace' || key === 'Delete') return 0;
  return null;
}

/** The next selectable (empty-in-the-puzzle) cell from (row, col) in a direction, or null. */
export function nextEditableCell(puzzle: SudokuGrid, row: number, col: number, dRow: number, dCol: number): [number, number] | null {
  for (let r = row + dRow, c = col + dCol; r >= 0 && r < SUDOKU_SIZE && c >= 0 && c < SUDOKU_SIZE; r += dRow, c += dCol) {
    if (!isGiven(puzzle, r, c)) return [r, c];
  }
  return null;
}
