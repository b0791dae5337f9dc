import type { AttemptPuzzle, MiniGameAttemptCompleted, SudokuGrid } from '@reality-draft/events';

/** One player's attempt in one round, folded from its stream. */
export interface AttemptState {
  started: { puzzle: AttemptPuzzle; startedAt: string } | null;
  /** A sudoku's grid as last saved (its puzzle until then). */
  grid: SudokuGrid | null;
  completed: MiniGameAttemptCompleted['data'] | null;
}

export const initialAttemptState = (): AttemptState => ({ started: null, grid: null, completed: null });
