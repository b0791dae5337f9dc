import { MINI_GAME_MESSAGES, type MiniGameEvent } from '@reality-draft/events';
import { Conflict, decideBy, type Decider, Forbidden, NotFound } from '@reality-draft/kernel';
import type { GameCommand } from './commands';
import { evolveGame } from './evolve';
import { initialGameState, type GameState } from './state';
import { GAME_EXISTS, RESET_MEANWHILE } from './messages';

type Command<T extends GameCommand['type']> = Extract<GameCommand, { type: T }>;
type SentState = GameState & { sent: NonNullable<GameState['sent']> };

function existing(state: GameState): SentState {
  if (!state.sent || state.deleted) throw new NotFound(MINI_GAME_MESSAGES.notFound);
  return state as SentState;
}

function owned(state: GameState, adminId: string): SentState {
  const game = existing(state);
  if (game.sent.adminId !== adminId) throw new Forbidden(MINI_GAME_MESSAGES.notYourGame);
  return game;
}

function send(command: Command<'SendGame'>, state: GameState): MiniGameEvent[] {
  if (state.sent) throw new Conflict(GAME_EXISTS);
  const { draft, adminId, miniGameId, gameType, title, description, setup, now } = command;
  if (!draft) throw new NotFound(MINI_GAME_MESSAGES.draftNotFound);
  if (draft.adminId !== adminId) throw new Forbidden(MINI_GAME_MESSAGES.notYourDraft);
  const { draftId, showType, joinCode } = draft;
  return [{ type: 'MiniGameSent', data: { miniGameId, draftId, adminId, showType, joinCode, gameType, title, description, setup, sentAt: now.toISOString() } }];
}

/** A second finish (or one racing it) awards nothing. */
function finish(command: Command<'FinishGame'>, state: GameState): MiniGameEvent[] {
  const { sent, round, finished } = owned(state, command.adminId);
  if (finished) return [];
  if (command.round !== round) throw new Conflict(RESET_MEANWHILE);
  const { miniGameId, draftId, showType } = sent;
  return [
    {
      type: 'MiniGameFinished',
      data: { miniGameId, draftId, showType, round, awards: command.awards, finishedBy: command.adminId, finishedAt: command.now.toISOString() },
    },
  ];
}

function reset(command: Command<'ResetAttempts'>, state: GameState): MiniGameEvent[] {
  const { sent, round } = owned(state, command.adminId);
  const { miniGameId, draftId, showType } = sent;
  return [
    { type: 'MiniGameAttemptsReset', data: { miniGameId, draftId, showType, round: round + 1, resetBy: command.adminId, resetAt: command.now.toISOString() } },
  ];
}

function remove(command: Command<'DeleteGame'>, state: GameState): MiniGameEvent[] {
  const { miniGameId, draftId } = owned(state, command.adminId).sent;
  return [{ type: 'MiniGameDeleted', data: { miniGameId, draftId, deletedBy: command.adminId, deletedAt: command.now.toISOString() } }];
}

export const decideGame = decideBy<GameCommand, GameState, MiniGameEvent>({
  SendGame: send,
  FinishGame: finish,
  ResetAttempts: reset,
  DeleteGame: remove,
});

export const gameDecider: Decider<GameState, GameCommand, MiniGameEvent> = {
  initialState: initialGameState,
  evolve: evolveGame,
  decide: decideGame,
};
