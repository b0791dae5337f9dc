import type { AttemptEvent } from '@reality-draft/events';
import type { AttemptState } from './state';

/** How each of an attempt's events changes its folded state. */
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
