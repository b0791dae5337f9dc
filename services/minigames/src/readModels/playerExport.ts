import type { PlayerDataPart } from '@reality-draft/events';
import type { MiniGamesDeps } from '../minigamesDeps';
import { playerMiniGames } from './playerViews';

/** The mini-games' part of a player's data export: the games sent to their leagues, and every attempt with its verified moves. */
export async function miniGamesExport(deps: MiniGamesDeps, playerId: string): Promise<PlayerDataPart> {
  const [games, attempts] = await Promise.all([playerMiniGames(deps, playerId), deps.queries.attemptsOf(playerId)]);
  return {
    miniGames: {
      games,
      attempts: attempts.map(({ miniGameId, round, startedAt, puzzle, grid, completion }) => ({ miniGameId, round, startedAt, puzzle, grid, completion })),
    },
  };
}
