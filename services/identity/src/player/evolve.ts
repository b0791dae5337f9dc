import type { PlayerEvent } from '@reality-draft/events';
import type { PlayerState } from './state';

/** How each of a player's events changes its folded state. */
export function evolvePlayer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'PlayerRegistered':
      return { exists: true, email: event.data.email, deleted: false };
    case 'PlayerEmailChanged':
      return { ...state, email: event.data.email };
    case 'PlayerDeleted':
      return { exists: false, email: null, deleted: true };
    default:
      return state;
  }
}
