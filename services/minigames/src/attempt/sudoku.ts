import {
  DEFAULT_SUDOKU_DIFFICULTY,
  MINI_GAME_MESSAGES,
  puzzleCompleted,
  SUDOKU_DIFFICULTIES,
  type SudokuGrid,
  type SudokuValidateAnswer,
  type SudokuView,
} from '@reality-draft/events';
import { NotFound } from '@reality-draft/kernel';
import { IncorrectSolution } from './verify';
import { playerGame } from '../readModels/gameAccess';
import type { MiniGamesDeps } from '../minigamesDeps';
import { completeAttempt } from './attempts';
import { handleAttemptCommand } from './handleAttemptCommand';

async function sudokuGame(deps: MiniGamesDeps, miniGameId: string, playerId: string) {
  const seen = await playerGame(deps, miniGameId, playerId);
  if (seen.game.gameType !== 'sudoku') throw new NotFound(MINI_GAME_MESSAGES.notSudoku);
  return seen;
}

/** GET /api/sudoku/{id}: the puzzle only once the attempt has started (never its solution). */
export async function sudokuView(deps: MiniGamesDeps, miniGameId: string, playerId: string): Promise<SudokuView> {
  const { game } = await sudokuGame(deps, miniGameId, playerId);
  const attempt = await deps.queries.attempt(game, playerId);
  const puzzle = attempt?.puzzle.gameType === 'sudoku' ? attempt.puzzle : null;
  const { id, title, description } = game;
  return {
    id,
    title,
    description,
    difficulty: puzzle?.difficulty ?? SUDOKU_DIFFICULTIES.find((difficulty) => difficulty === game.difficulty) ?? DEFAULT_SUDOKU_DIFFICULTY,
    puzzle: puzzle?.puzzle ?? null,
    attempt: attempt && {
      gameState: { grid: attempt.grid ?? puzzle!.puzzle, startTime: attempt.startedAt },
      completed: attempt.completion !== null,
      completionTimeSeconds: attempt.completion?.completionTimeSeconds ?? null,
    },
    serverNow: deps.now().toISOString(),
    maxAttemptsReached: attempt !== null,
  };
}

/** PUT /api/sudoku/{id}/update: saves the grid (a reload resumes it); the client's startTime is ignored. */
export async function saveSudoku(deps: MiniGamesDeps, miniGameId: string, playerId: string, grid: SudokuGrid): Promise<{ saved: boolean }> {
  await sudokuGame(deps, miniGameId, playerId);
  const result = await handleAttemptCommand(deps, miniGameId, playerId, (game) => ({
    type: 'SaveProgress',
    miniGameId,
    playerId,
    game,
    grid,
    now: deps.now(),
  }));
  return { saved: result.events.length > 0 };
}

/** POST /api/sudoku/{id}/validate: a solved grid completes the attempt on the server's clock; a wrong one is answered, not refused. */
export async function validateSudoku(deps: MiniGamesDeps, miniGameId: string, playerId: string, grid: SudokuGrid): Promise<SudokuValidateAnswer> {
  await sudokuGame(deps, miniGameId, playerId);
  try {
    const { completed } = await completeAttempt(deps, miniGameId, playerId, { kind: 'grid', grid }, null);
    return { isValid: true, message: puzzleCompleted(completed.completionTimeSeconds), completionTimeSeconds: completed.completionTimeSeconds };
  } catch (error) {
    if (error instanceof IncorrectSolution) return { isValid: false, message: MINI_GAME_MESSAGES.incorrectSolution, completionTimeSeconds: null };
    throw error;
  }
}
