import type { GameSetup, GameType, MiniGameAward, ShowType } from '@reality-draft/events';

/** The draft a game is sent to, as the mini-games read model knows it (null: no such draft). */
export interface DraftFacts {
  draftId: string;
  adminId: string;
  showType: ShowType;
  joinCode: string;
}

export type GameCommand =
  | {
      type: 'SendGame';
      miniGameId: string;
      draft: DraftFacts | null;
      adminId: string;
      gameType: GameType;
      title: string;
      description: string;
      setup: GameSetup;
      now: Date;
    }
  /** `round` is the round the awards were ranked in: a reset in between refuses the finish. */
  | { type: 'FinishGame'; adminId: string; round: number; awards: MiniGameAward[]; now: Date }
  | { type: 'ResetAttempts'; adminId: string; now: Date }
  | { type: 'DeleteGame'; adminId: string; now: Date };
