import { miniGameStream, type MiniGameEvent } from '@reality-draft/events';
import { handleAndSettle } from '@reality-draft/kernel';
import type { GameCommand } from './commands';
import { gameDecider } from './decide';
import type { MiniGamesDeps } from '../minigamesDeps';
import type { GameState } from './state';

/** Deciding a finish, reset or delete again after a conflict is safe: the game's own state refuses what no longer applies. */
const GAME_RETRIES = 20;

/**
 * Runs a command on a mini-game's stream (read, decided, appended) and waits until the read models show
 * it. A send (on a new game's stream) is not retried; a finish, reset or delete is.
 */
export const handleGameCommand = (deps: MiniGamesDeps, miniGameId: string, command: GameCommand) =>
  handleAndSettle<GameState, GameCommand, MiniGameEvent>(deps, miniGameStream(miniGameId), gameDecider, command, {
    retries: command.type === 'SendGame' ? 0 : GAME_RETRIES,
  });
