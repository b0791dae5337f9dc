import { playerStream, type PlayerEvent } from '@reality-draft/events';
import { handleCommand } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';
import type { PlayerCommand } from './commands';
import { playerDecider } from './decide';
import type { PlayerState } from './state';

/**
 * Runs a command on a player's stream (read, decided, appended). A registration (on a new player's
 * stream) is not retried; an admin's change is. It does not wait for the read models: the caller
 * settles when its answer reads them (after its email claims are done).
 */
export const handlePlayerCommand = (deps: Pick<IdentityDeps, 'events'>, playerId: string, command: PlayerCommand) =>
  handleCommand<PlayerState, PlayerCommand, PlayerEvent>(deps.events, playerStream(playerId), playerDecider(playerId), command, {
    retries: command.type === 'RegisterPlayer' ? 0 : 2,
  });
