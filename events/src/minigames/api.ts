/** The mini-games service's answers (docs/mini-games.md#calls; beyond the spec where marked). */
import type { ShowType } from '../catalog/events';
import type { SudokuDifficulty } from './gameTypes';
import type { JigsawMove, JigsawPiece } from './jigsaw';
import type { SlidingLevel, SlidingMove } from './slidingBlock';
import type { SudokuGrid } from './sudoku';
import type { SlidingBlockWireGameType, WireGameType } from './wireNames';

/** `name`: the league's name, or null (draftLabel words the draft then); the admin's list carries the label there instead. */
export interface MiniGameDraft {
  id: string;
  showType: ShowType;
  joinCode: string;
  name: string | null;
}

/** The puzzle as the player sees it: the attempt's own layout; never a solution (game types in the wire's names, ./wireNames). */
export type PlayerPuzzle =
  | { gameType: SlidingBlockWireGameType; level: SlidingLevel }
  | { gameType: 'jigsaw'; pieces: JigsawPiece[] }
  | { gameType: 'sudoku'; difficulty: SudokuDifficulty; puzzle: SudokuGrid };

/** GET /api/player/mini-games: one row per game sent to a draft the player is in (new, then attempts used, then completed). */
export interface PlayerMiniGameItem {
  id: string;
  title: string;
  description: string;
  gameType: WireGameType;
  isCompleted: boolean;
  completed: boolean;
  attemptsUsed: number;
  maxAttempts: number;
  hasActiveAttempt: boolean;
  /** Seconds, from the server's clock; null until completed. */
  bestTime: number | null;
  /** The admin finished it (awards made); no more attempts. */
  finished: boolean;
  /** Points this player was awarded by the finish, if any. */
  pointsAwarded: number | null;
  draft: MiniGameDraft;
  sentAt: string;
}

/** The attempt in play: its puzzle, when it started, and the server's clock now (the timer's base). */
export interface ActiveAttempt {
  startedAt: string;
  serverNow: string;
  puzzle: PlayerPuzzle;
  /** Sudoku: the grid as last saved. */
  grid?: SudokuGrid;
}

/** GET /api/player/mini-game/{id}. */
export interface PlayerMiniGameView extends PlayerMiniGameItem {
  attemptCount: number;
  maxAttemptsReached: boolean;
  /** Points awarded (after the finish); null before. */
  score: number | null;
  completedAt: string | null;
  moves: number | null;
  /** Solved in the level's minimum number of moves (sliding block). */
  perfect: boolean;
  /** Present while an attempt is running (a reload resumes it with the clock still running). */
  attempt: ActiveAttempt | null;
}

/** POST /api/player/mini-games/{id}/start and /api/sudoku/{id}/start. */
export interface StartAnswer {
  id: string;
  message: string;
  attemptCount: number;
  startedAt: string;
  serverNow: string;
  puzzle: PlayerPuzzle;
}

/** POST /api/player/mini-games/{id}/complete. */
export interface CompleteAnswer {
  id: string;
  message: string;
  /** The recorded time in seconds: the server's measure, whatever the client claimed. */
  completionTime: number;
  completionTimeSeconds: number;
  claimedSeconds: number | null;
  moves: number;
  perfect: boolean;
  completedAt: string;
}

/** GET /api/sudoku/{id}: the puzzle appears only once an attempt has started. */
export interface SudokuView {
  id: string;
  title: string;
  description: string;
  difficulty: SudokuDifficulty;
  puzzle: SudokuGrid | null;
  attempt: { gameState: { grid: SudokuGrid; startTime: string }; completed: boolean; completionTimeSeconds: number | null } | null;
  serverNow: string;
  maxAttemptsReached: boolean;
}

/** POST /api/sudoku/{id}/validate. */
export interface SudokuValidateAnswer {
  isValid: boolean;
  message: string;
  completionTimeSeconds: number | null;
}

/** GET /api/admin/drafts/available: the admin's drafts to send to. */
export interface AvailableDraft {
  id: string;
  name: string;
  showType: ShowType;
  joinCode: string;
  status: 'pending' | 'active' | 'completed';
}

/** GET /api/admin/mini-games: the admin's sent games. */
export interface SentMiniGame {
  id: string;
  title: string;
  description: string;
  gameType: WireGameType;
  sentAt: string;
  draft: MiniGameDraft & { name: string };
  finished: boolean;
  /** How many players have completed it this round, and how many are in the draft. */
  completions: number;
  participants: number;
  difficulty: string;
}

export interface RankingRow {
  rank: number;
  playerId: string;
  playerEmail: string | null;
  playerFirstName: string | null;
  playerLastName: string | null;
  completionTimeSeconds: number;
  moves: number;
  perfect: boolean;
  completedAt: string;
  /** What the finish awards (or awarded) this place: 3, 2, 1, then 0. */
  points: number;
}

/** GET /api/admin/mini-games/{id}/rankings. */
export interface RankingsAnswer {
  miniGameId: string;
  finished: boolean;
  order: string;
  rankings: RankingRow[];
}

/** POST /api/admin/mini-games/{id}/finish: a second finish awards nothing (an empty list). */
export interface FinishAnswer {
  id: string;
  message: string;
  pointsAwarded: { playerId: string; playerEmail: string | null; rank: number; points: number; completionTimeSeconds: number }[];
}

/** GET /api/public/mini-game-leaderboard: one row per player and game, grouped by game, fastest first. */
export interface MiniGameLeaderboardEntry {
  miniGameId: string;
  gameTitle: string;
  gameType: WireGameType;
  playerId: string;
  playerFirstName: string | null;
  playerLastName: string | null;
  /** The viewer's own and, for admins, everyone's; others' masked. */
  playerEmail: string | null;
  bestTime: number;
  completedAt: string;
  rank: number;
  moves: number;
  perfect: boolean;
  draft: MiniGameDraft;
}

/** GET /api/mini-games/{id}/replays (beyond the spec): the top three's verified solves, to watch. */
export interface MiniGameReplays {
  miniGameId: string;
  gameType: WireGameType;
  replays: ({
    rank: number;
    playerId: string;
    playerFirstName: string | null;
    playerLastName: string | null;
    completionTimeSeconds: number;
    moveCount: number;
    perfect: boolean;
  } & (
    { gameType: SlidingBlockWireGameType; level: SlidingLevel; moves: SlidingMove[] } | { gameType: 'jigsaw'; pieces: JigsawPiece[]; moves: JigsawMove[] }
  ))[];
}

/** GET /api/admin/sudoku/test: the one place a solution leaves the server. */
export interface SudokuTestAnswer {
  difficulty: SudokuDifficulty;
  puzzle: SudokuGrid;
  solution: SudokuGrid;
}

/** A mini-game sent or deleted: its id and what the admin's screen says. */
export interface MiniGameMessage {
  id: string;
  message: string;
}

/** POST /admin/mini-games/reset-attempts. */
export interface AttemptsReset {
  message: string;
  miniGamesReset: number;
}

/** PUT /sudoku/{id}/update: the grid is kept for the player's next visit. */
export interface SudokuSaved {
  saved: boolean;
}
