import { MINI_GAME_MESSAGES, puzzleCompleted, type CompleteAnswer, type CompleteMiniGameRequest, type StartAnswer } from '@reality-draft/events';
import type { ProofClaim } from './commands';
import { handleAttemptCommand } from './handleAttemptCommand';
import type { MiniGamesDeps } from '../minigamesDeps';
import { isPerfect, playerPuzzleOf } from '../puzzles/seenPuzzle';
import { makePuzzle } from './makePuzzle';

export const ATTEMPT_STARTED = 'Attempt started: the clock is running.';

/** POST /api/player/mini-games/{id}/start (and /api/sudoku/{id}/start): the clock starts and the puzzle is revealed; a second start answers the running attempt. */
export async function startAttempt(deps: MiniGamesDeps, miniGameId: string, playerId: string): Promise<StartAnswer> {
  const result = await handleAttemptCommand(deps, miniGameId, playerId, (game) => ({
    type: 'StartAttempt',
    miniGameId,
    playerId,
    game,
    makePuzzle: () => makePuzzle(game.setup, deps.puzzles, deps.random),
    now: deps.now(),
  }));
  const { puzzle, startedAt } = result.state.started!;
  return {
    id: miniGameId,
    message: result.events.length ? ATTEMPT_STARTED : MINI_GAME_MESSAGES.attemptRunning,
    attemptCount: 1,
    startedAt,
    serverNow: deps.now().toISOString(),
    puzzle: playerPuzzleOf(puzzle),
  };
}

/** Completes the attempt with a proof the server replays; the recorded time is the server's. */
export async function completeAttempt(deps: MiniGamesDeps, miniGameId: string, playerId: string, proof: ProofClaim, claimedSeconds: number | null) {
  const result = await handleAttemptCommand(deps, miniGameId, playerId, (game) => ({
    type: 'CompleteAttempt',
    miniGameId,
    playerId,
    game,
    proof,
    claimedSeconds,
    now: deps.now(),
  }));
  return { completed: result.state.completed!, puzzle: result.state.started!.puzzle };
}

/** POST /api/player/mini-games/{id}/complete. */
export async function completeWithMoves(deps: MiniGamesDeps, miniGameId: string, playerId: string, body: CompleteMiniGameRequest): Promise<CompleteAnswer> {
  const { completed, puzzle } = await completeAttempt(deps, miniGameId, playerId, { kind: 'moves', moves: body.moves }, body.completionTimeSeconds ?? null);
  const { completionTimeSeconds, claimedSeconds, moveCount, completedAt } = completed;
  return {
    id: miniGameId,
    message: puzzleCompleted(completionTimeSeconds),
    completionTime: completionTimeSeconds,
    completionTimeSeconds,
    claimedSeconds,
    moves: moveCount,
    perfect: isPerfect(puzzle, moveCount),
    completedAt,
  };
}
