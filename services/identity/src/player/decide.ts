import type { PlayerEvent } from '@reality-draft/events';
import { Conflict, decideBy, NotFound, type Decider } from '@reality-draft/kernel';
import type { PlayerCommand } from './commands';
import { PLAYER_NOT_FOUND } from './messages';
import { evolvePlayer } from './evolve';
import { initialPlayerState, type PlayerState } from './state';

function register(command: Extract<PlayerCommand, { type: 'RegisterPlayer' }>, state: PlayerState): PlayerEvent[] {
  if (state.exists) throw new Conflict('This player is already registered.');
  const { playerId, email, firstName, lastName, now } = command;
  return [{ type: 'PlayerRegistered', data: { playerId, email, firstName, lastName, registeredAt: now } }];
}

function changeEmail(command: Extract<PlayerCommand, { type: 'ChangePlayerEmail' }>, state: PlayerState, playerId: string): PlayerEvent[] {
  if (!state.exists) throw new NotFound(PLAYER_NOT_FOUND);
  if (state.email === command.email) return [];
  return [{ type: 'PlayerEmailChanged', data: { playerId, email: command.email, previousEmail: state.email!, changedBy: command.by, changedAt: command.now } }];
}

function recordPasswordReset(command: Extract<PlayerCommand, { type: 'RecordPasswordReset' }>, state: PlayerState, playerId: string): PlayerEvent[] {
  if (!state.exists) throw new NotFound(PLAYER_NOT_FOUND);
  return [{ type: 'PlayerPasswordReset', data: { playerId, resetBy: command.by, resetAt: command.now } }];
}

/** Deleting a deleted player changes nothing (a deletion cut short is finished by doing it again). */
function deletePlayer(command: Extract<PlayerCommand, { type: 'DeletePlayer' }>, state: PlayerState, playerId: string): PlayerEvent[] {
  if (state.deleted) return [];
  if (!state.exists) throw new NotFound(PLAYER_NOT_FOUND);
  return [{ type: 'PlayerDeleted', data: { playerId, deletedBy: command.by, deletedAt: command.now } }];
}

/** The decider of one player's stream. */
export function playerDecider(playerId: string): Decider<PlayerState, PlayerCommand, PlayerEvent> {
  return {
    initialState: initialPlayerState,
    evolve: evolvePlayer,
    decide: decideBy<PlayerCommand, PlayerState, PlayerEvent>({
      RegisterPlayer: register,
      ChangePlayerEmail: (command, state) => changeEmail(command, state, playerId),
      RecordPasswordReset: (command, state) => recordPasswordReset(command, state, playerId),
      DeletePlayer: (command, state) => deletePlayer(command, state, playerId),
    }),
  };
}
