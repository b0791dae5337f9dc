import type { MiniGameAward, MiniGameSent } from '@reality-draft/events';

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
