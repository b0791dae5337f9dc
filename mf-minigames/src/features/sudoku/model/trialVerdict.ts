// The admin's 'Test the Game' (docs/mini-games.md#sudoku-test): the known solution decides.
import type { SudokuGrid } from '@reality-draft/events';
import type { ToastInput } from '@reality-draft/kit';
import { isFilled } from './sudokuGrid';

export const INVALID_PUZZLE = 'Invalid puzzle structure';

export function testVerdict(grid: SudokuGrid, solution: SudokuGrid): ToastInput & { solved: boolean } {
  if (!isFilled(grid)) return { solved: false, title: 'Incomplete Puzzle', description: 'Please fill all cells before submitting.', variant: 'destructive' };
  const correct = grid.every((row, r) => row.every((cell, c) => cell === solution[r]?.[c]));
  return correct
    ? { solved: true, title: 'Congratulations!', description: 'You solved the puzzle correctly!' }
    : { solved: false, title: 'Not Quite Right', description: 'Some numbers are incorrect. Keep trying!', variant: 'destructive' };
}
