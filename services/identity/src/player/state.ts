import type { PlayerEvent } from '@reality-draft/events';

export interface PlayerState {
  exists: boolean;
  email: string | null;
}

export const initialPlayerState = (): PlayerState => ({ exists: false, email: null });

export function evolvePlayer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'PlayerRegistered':
      return { exists: true, email: event.data.email };
    case 'PlayerEmailChanged':
      return { ...state, email: event.data.email };
    default:
      return state;
  }
}
