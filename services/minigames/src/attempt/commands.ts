import type { AttemptPuzzle, CompleteMiniGameRequest, GameType, SudokuGrid } from '@reality-draft/events';

/** The game an attempt belongs to, as its stream stands (the API has already refused a deleted or unknown one). */
export interface GameFacts {
  gameType: GameType;
  round: number;
  finished: boolean;
}

/** What a completion claims solves the puzzle: the moves (sliding block, jigsaw), or the full grid (sudoku's validate). */
export type ProofClaim = { kind: 'moves'; moves: CompleteMiniGameRequest['moves'] } | { kind: 'grid'; grid: SudokuGrid };

export type AttemptCommand =
  /** `makePuzzle` draws the attempt's puzzle only when the attempt really starts; the event records it. */
  | { type: 'StartAttempt'; miniGameId: string; playerId: string; game: GameFacts; makePuzzle: () => AttemptPuzzle; now: Date }
  | { type: 'SaveProgress'; miniGameId: string; playerId: string; game: GameFacts; grid: SudokuGrid; now: Date }
  | { type: 'CompleteAttempt'; miniGameId: string; playerId: string; game: GameFacts; proof: ProofClaim; claimedSeconds: number | null; now: Date };
