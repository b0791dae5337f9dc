import type { MiniGameEvent } from '@reality-draft/events';
import type { GameState } from './state';

/** How each of a game's events changes its folded state. */
export function evolveGame(state: GameState, event: MiniGameEvent): GameState {
  switch (event.type) {
    case 'MiniGameSent':
      return { ...state, sent: event.data };
    case 'MiniGameFinished':
      return { ...state, finished: true, awards: event.data.awards };
    case 'MiniGameAttemptsReset':
      return { ...state, round: event.data.round, finished: false, awards: [] };
    case 'MiniGameDeleted':
      return { ...state, deleted: true };
  }
}
