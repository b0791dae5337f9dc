import type { AttemptEvent, AttemptPuzzle, MiniGameAttemptCompleted, SudokuGrid } from '@reality-draft/events';

/** One player's attempt in one round, folded from its stream. */
export interface AttemptState {
  started: { puzzle: AttemptPuzzle; startedAt: string } | null;
  /** A sudoku's grid as last saved (its puzzle until then). */
  grid: SudokuGrid | null;
  completed: MiniGameAttemptCompleted['data'] | null;
}

export const initialAttemptState = (): AttemptState => ({ started: null, grid: null, completed: null });

export function evolveAttempt(state: AttemptState, event: AttemptEvent): AttemptState {
  switch (event.type) {
    case 'MiniGameAttemptStarted': {
      const { puzzle, startedAt } = event.data;
      return { ...state, started: { puzzle, startedAt }, grid: puzzle.gameType === 'sudoku' ? puzzle.puzzle : null };
    }
    case 'MiniGameProgressSaved':
      return { ...state, grid: event.data.grid };
    case 'MiniGameAttemptCompleted':
      return { ...state, completed: event.data };
  }
}
