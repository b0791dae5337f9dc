import { fasterThanAPerson, humanFloorMs, MINI_GAME_MESSAGES, movesToPlay, secondsOf, type AttemptEvent, type AttemptPuzzle } from '@reality-draft/events';
import { Conflict, decideBy, type Decider, RuleViolation } from '@reality-draft/kernel';
import type { AttemptCommand } from './commands';
import { GIVENS_FIXED } from './messages';
import { evolveAttempt } from './evolve';
import { initialAttemptState, type AttemptState } from './state';
import { verifiedProof } from './verify';

type Command<T extends AttemptCommand['type']> = Extract<AttemptCommand, { type: T }>;
type Started = NonNullable<AttemptState['started']>;

function running(state: AttemptState): Started {
  if (!state.started) throw new Conflict(MINI_GAME_MESSAGES.notStarted);
  if (state.completed) throw new Conflict(MINI_GAME_MESSAGES.alreadyCompleted);
  return state.started;
}

function open(command: AttemptCommand): void {
  if (command.game.finished) throw new Conflict(MINI_GAME_MESSAGES.finished);
}

/** A start while the attempt runs changes nothing: the API answers the running attempt (a reload, a second tab). */
function start(command: Command<'StartAttempt'>, state: AttemptState): AttemptEvent[] {
  open(command);
  if (state.completed) throw new Conflict(MINI_GAME_MESSAGES.maxAttempts);
  if (state.started) return [];
  const { miniGameId, playerId, game, now } = command;
  return [{ type: 'MiniGameAttemptStarted', data: { miniGameId, playerId, round: game.round, puzzle: command.makePuzzle(), startedAt: now.toISOString() } }];
}

function save(command: Command<'SaveProgress'>, state: AttemptState): AttemptEvent[] {
  open(command);
  const { puzzle } = running(state);
  if (puzzle.gameType !== 'sudoku') throw new RuleViolation(MINI_GAME_MESSAGES.notSudoku);
  const { grid, miniGameId, playerId, game, now } = command;
  if (puzzle.puzzle.some((row, r) => row.some((given, c) => given !== 0 && grid[r][c] !== given))) throw new RuleViolation(GIVENS_FIXED);
  if (JSON.stringify(grid) === JSON.stringify(state.grid)) return [];
  return [{ type: 'MiniGameProgressSaved', data: { miniGameId, playerId, round: game.round, grid, savedAt: now.toISOString() } }];
}

/** A proof played faster than a person can play it is refused; the attempt stays open for an honest completion. */
function humanlyPaced(puzzle: AttemptPuzzle, moveCount: number, elapsedMs: number): void {
  const moves = movesToPlay(puzzle, moveCount);
  const floorMs = humanFloorMs(moves);
  if (elapsedMs < floorMs) throw new RuleViolation(fasterThanAPerson(moves, puzzle.gameType === 'sudoku' ? 'cell' : 'move', floorMs));
}

/** The recorded time is the server's: completion received minus attempt started, whatever the client claims. */
function complete(command: Command<'CompleteAttempt'>, state: AttemptState): AttemptEvent[] {
  const { game, proof: claim, miniGameId, playerId, claimedSeconds, now } = command;
  // A sudoku completes at validate; the client's later complete call is accepted and changes nothing.
  if (state.completed && game.gameType === 'sudoku' && claim.kind === 'moves') return [];
  open(command);
  const { puzzle, startedAt } = running(state);
  const { proof, moveCount } = verifiedProof(puzzle, claim);
  const elapsedMs = Math.max(0, now.getTime() - Date.parse(startedAt));
  humanlyPaced(puzzle, moveCount, elapsedMs);
  return [
    {
      type: 'MiniGameAttemptCompleted',
      data: {
        miniGameId,
        playerId,
        round: game.round,
        elapsedMs,
        completionTimeSeconds: secondsOf(elapsedMs),
        moveCount,
        proof,
        claimedSeconds,
        completedAt: now.toISOString(),
      },
    },
  ];
}

export const decideAttempt = decideBy<AttemptCommand, AttemptState, AttemptEvent>({
  StartAttempt: start,
  SaveProgress: save,
  CompleteAttempt: complete,
});

export const attemptDecider: Decider<AttemptState, AttemptCommand, AttemptEvent> = {
  initialState: initialAttemptState,
  evolve: evolveAttempt,
  decide: decideAttempt,
};
