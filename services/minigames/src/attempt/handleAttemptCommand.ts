import { attemptStream } from '@reality-draft/events';
import { handleAndSettle } from '@reality-draft/kernel';
import type { AttemptCommand, GameFacts } from './commands';
import { attemptDecider } from './decide';
import { gameStreamState, playerGame } from '../readModels/gameAccess';
import type { MiniGamesDeps } from '../minigamesDeps';

/** A start racing a start, or a save racing a completion, is decided again on the fresh stream. */
const ATTEMPT_RETRIES = 5;

type Facts = GameFacts & { setup: Awaited<ReturnType<typeof gameStreamState>>['sent']['setup'] };

/** Runs a command on the player's attempt in the game's current round (404 unless the player is in the game's draft). */
export async function handleAttemptCommand(deps: MiniGamesDeps, miniGameId: string, playerId: string, command: (game: Facts) => AttemptCommand) {
  await playerGame(deps, miniGameId, playerId);
  const { sent, round, finished } = await gameStreamState(deps, miniGameId);
  const game: Facts = { gameType: sent.gameType, setup: sent.setup, round, finished };
  return handleAndSettle(deps, attemptStream(miniGameId, playerId, round), attemptDecider, command(game), { retries: ATTEMPT_RETRIES });
}
