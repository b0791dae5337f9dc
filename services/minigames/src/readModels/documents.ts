/** The mini-games service's read models: its own copies of drafts and people, the games sent, and the attempts. */
import type { JigsawMove, MiniGameAward, MiniGameSent, ShowType, SlidingMove, SudokuGrid } from '@reality-draft/events';
import type { SeenPuzzle } from '../puzzles/seenPuzzle';

export const COLLECTIONS = {
  drafts: 'minigames_drafts',
  people: 'minigames_people',
  games: 'minigames_games',
  attempts: 'minigames_attempts',
} as const;

/** A draft games can be sent to: its owner and who plays in it (joined, or in the started order). A deleted draft has none. */
export type DraftDocument = {
  id: string;
  adminId: string;
  showType: ShowType;
  joinCode: string;
  /** The league's name; absent in documents stored before names existed (read it with miniGameDraft). */
  name?: string | null;
  status: 'pending' | 'active' | 'completed';
  participants: string[];
};

export type PersonDocument = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

/** A sent game as it stands in its current round (a deleted one has none); its setup kept only as a label. */
export type GameDocument = Omit<MiniGameSent['data'], 'miniGameId' | 'setup'> & {
  id: string;
  /** What everyone plays: '14 moves', '20 pieces', 'medium'. */
  difficulty: string;
  round: number;
  finished: boolean;
  /** When the finish ranked the round: once finished, only completions at or before it count (null until then). */
  finishedAt: string | null;
  /** The finish's awards in this round (none before it, and after a reset). */
  awards: MiniGameAward[];
};

export type CompletionView = {
  elapsedMs: number;
  completionTimeSeconds: number;
  moveCount: number;
  perfect: boolean;
  claimedSeconds: number | null;
  completedAt: string;
  /** The verified moves, for the replays (a sudoku's grid is never kept here: it is the solution). */
  moves: SlidingMove[] | JigsawMove[] | null;
};

/** One player's attempt in one round: the puzzle as the player may see it, a sudoku's saved grid, the completion. */
export type AttemptDocument = {
  id: string;
  miniGameId: string;
  playerId: string;
  round: number;
  startedAt: string;
  puzzle: SeenPuzzle;
  grid: SudokuGrid | null;
  completion: CompletionView | null;
};

export const attemptId = (miniGameId: string, playerId: string, round: number) => `${miniGameId}:${playerId}:${round}`;
