import type { MiniGameAward, MiniGameEvent, MiniGameSent } from '@reality-draft/events';

/** A mini-game's stream folded: what was sent, the current round, whether it is finished or deleted. */
export interface GameState {
  sent: MiniGameSent['data'] | null;
  /** Starts at 1; each reset opens the next. */
  round: number;
  finished: boolean;
  awards: MiniGameAward[];
  deleted: boolean;
}

export const initialGameState = (): GameState => ({ sent: null, round: 1, finished: false, awards: [], deleted: false });

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
