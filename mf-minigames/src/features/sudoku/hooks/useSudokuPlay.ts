// One running sudoku attempt: every fill saved (a failure is only logged), the server's clock, and
// the submit: every cell first, ignored while one runs, a failed validation re-enables it.
import { puzzleCompleted, type SudokuGrid } from '@reality-draft/events';
import { errorMessage, toast, useElapsedSeconds, useSaveSudokuMutation, useValidateSudokuMutation } from '@reality-draft/kit';
import { useRef, useState } from 'react';
import { fillCell, isFilled } from '../model/sudokuGrid';
import type { Cell } from '../components/SudokuBoard';

export const FILL_ALL = 'Please fill in all cells before submitting';
export const INCORRECT = 'Incorrect solution';

export interface SudokuPlayOptions {
  miniGameId: string;
  puzzle: SudokuGrid;
  savedGrid: SudokuGrid;
  /** The attempt's start on this browser's clock. */
  startMs: number | null;
  completedSeconds: number | null;
  onCompleted?: (seconds: number) => void;
}

export function useSudokuPlay({ miniGameId, puzzle, savedGrid, startMs, completedSeconds, onCompleted }: SudokuPlayOptions) {
  const [saveSudoku] = useSaveSudokuMutation();
  const [validateSudoku, { isLoading: submitting }] = useValidateSudokuMutation();
  const [grid, setGrid] = useState(savedGrid);
  const [selected, setSelected] = useState<Cell | null>(null);
  const [doneSeconds, setDoneSeconds] = useState(completedSeconds);
  const busy = useRef(false);
  const seconds = useElapsedSeconds(startMs, doneSeconds === null || startMs === null ? null : startMs + doneSeconds * 1000);
  const solved = doneSeconds !== null;

  const fill = (cell: Cell, digit: number) => {
    const next = solved ? grid : fillCell(puzzle, grid, cell[0], cell[1], digit);
    if (next === grid) return;
    setGrid(next);
    saveSudoku({ id: miniGameId, grid: next })
      .unwrap()
      .catch((failure: unknown) => console.warn('[sudoku] progress not saved', failure));
  };

  const submit = async () => {
    if (busy.current || solved) return;
    if (!isFilled(grid)) return void toast({ title: 'Incomplete Puzzle', description: FILL_ALL, variant: 'destructive' });
    busy.current = true;
    try {
      const answer = await validateSudoku({ id: miniGameId, grid }).unwrap();
      if (!answer.isValid) return void toast({ title: 'Error', description: INCORRECT, variant: 'destructive' });
      const total = answer.completionTimeSeconds ?? seconds;
      setDoneSeconds(total);
      toast({ title: 'Success!', description: puzzleCompleted(total) });
      onCompleted?.(total);
    } catch (failure) {
      toast({ title: 'Error', description: errorMessage(failure, INCORRECT), variant: 'destructive' });
    } finally {
      busy.current = false;
    }
  };

  return { grid, selected, setSelected, fill, submit, submitting, seconds, solved };
}
