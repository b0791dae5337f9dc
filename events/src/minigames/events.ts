/**
 * Mini-games as events. A mini-game's own stream (`minigame-{id}`) holds what the admin does; each
 * player's attempt has its own stream per round (a reset starts a new round), so 800 players
 * starting and completing at once never contend. Every random choice (a level, a shuffle, a sudoku)
 * is made once and recorded here, so a replay rebuilds exactly what was played.
 */
import type { ShowType } from '../catalog/events';
import type { GameType, SudokuDifficulty } from './gameTypes';
import type { JigsawMove, JigsawPiece } from './jigsaw';
import type { SlidingLevel, SlidingMove } from './slidingBlock';
import type { SudokuGrid } from './sudoku';

/** What a sent game fixes for everyone who plays it: one difficulty. */
export type GameSetup =
  /**
   * Each player gets one of these levels, all of the same minimum number of moves. The levels are
   * recorded whole (not as ids into the level set), so regenerating the set never changes a sent game.
   */
  { gameType: 'sliding-block'; minMoves: number; levels: SlidingLevel[] } | { gameType: 'jigsaw' } | { gameType: 'sudoku'; difficulty: SudokuDifficulty };

/** The puzzle one attempt plays, as the server made it (the sudoku's solution never leaves the server). */
export type AttemptPuzzle =
  | { gameType: 'sliding-block'; level: SlidingLevel }
  | { gameType: 'jigsaw'; pieces: JigsawPiece[] }
  | { gameType: 'sudoku'; difficulty: SudokuDifficulty; puzzle: SudokuGrid; solution: SudokuGrid };

/** The verified solve: replayed by the server from the recorded puzzle before it was accepted. */
export type SolveProof =
  { gameType: 'sliding-block'; moves: SlidingMove[] } | { gameType: 'jigsaw'; moves: JigsawMove[] } | { gameType: 'sudoku'; grid: SudokuGrid };

export type MiniGameSent = {
  type: 'MiniGameSent';
  data: {
    miniGameId: string;
    draftId: string;
    adminId: string;
    showType: ShowType;
    joinCode: string;
    gameType: GameType;
    title: string;
    description: string;
    setup: GameSetup;
    sentAt: string;
  };
};

export type MiniGameAttemptStarted = {
  type: 'MiniGameAttemptStarted';
  data: { miniGameId: string; playerId: string; round: number; puzzle: AttemptPuzzle; startedAt: string };
};

/** A sudoku's grid as the player left it (a reload resumes it); the clock is not the client's. */
export type MiniGameProgressSaved = {
  type: 'MiniGameProgressSaved';
  data: { miniGameId: string; playerId: string; round: number; grid: SudokuGrid; savedAt: string };
};

export type MiniGameAttemptCompleted = {
  type: 'MiniGameAttemptCompleted';
  data: {
    miniGameId: string;
    playerId: string;
    round: number;
    /** The server's own measure: completion received minus attempt started. */
    elapsedMs: number;
    completionTimeSeconds: number;
    moveCount: number;
    proof: SolveProof;
    /** What the client said its time was (kept for the record, never used). */
    claimedSeconds: number | null;
    completedAt: string;
  };
};

export interface MiniGameAward {
  playerId: string;
  rank: number;
  points: number;
  completionTimeSeconds: number;
}

export type MiniGameFinished = {
  type: 'MiniGameFinished';
  data: { miniGameId: string; draftId: string; showType: ShowType; round: number; awards: MiniGameAward[]; finishedBy: string; finishedAt: string };
};

/** Everyone gets an attempt again (a new round) and the game's awards leave the leaderboard. */
export type MiniGameAttemptsReset = {
  type: 'MiniGameAttemptsReset';
  data: { miniGameId: string; draftId: string; showType: ShowType; round: number; resetBy: string; resetAt: string };
};

export type MiniGameDeleted = {
  type: 'MiniGameDeleted';
  data: { miniGameId: string; draftId: string; deletedBy: string; deletedAt: string };
};

/** The events of a mini-game's own stream. */
export type MiniGameEvent = MiniGameSent | MiniGameFinished | MiniGameAttemptsReset | MiniGameDeleted;

/** The events of one player's attempt stream. */
export type AttemptEvent = MiniGameAttemptStarted | MiniGameProgressSaved | MiniGameAttemptCompleted;

export const miniGameStream = (miniGameId: string) => `minigame-${miniGameId}`;
export const attemptStream = (miniGameId: string, playerId: string, round: number) => `minigame-attempt-${miniGameId}-${playerId}-${round}`;

/** Whole seconds from the server's measure (what rankings and screens show). */
export const secondsOf = (elapsedMs: number) => Math.round(elapsedMs / 1000);
