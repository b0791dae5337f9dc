import {
  AWARD_POINTS,
  awardPlaces,
  awardPointsProblem,
  MINI_GAME_MESSAGES,
  miniGameFinished,
  RANKING_ORDER_TEXT,
  type FinishAnswer,
  type FinishMiniGameRequest,
  type RankingsAnswer,
} from '@reality-draft/events';
import { BadRequest, settleToHead } from '@reality-draft/kernel';
import { adminGame } from '../readModels/gameAccess';
import { handleGameCommand } from './handleGameCommand';
import type { MiniGamesDeps } from '../minigamesDeps';
import { awardsOf, pointsOf, rankedCompletions, rankingCloses } from '../standings/rankings';

export const GAMES_RESET = 'All players have 1 attempt again and mini-game points are removed from the leaderboard.';
export const GAME_DELETED = 'Mini-game deleted.';

/** GET /api/admin/mini-games/{id}/rankings. */
export async function rankings(deps: MiniGamesDeps, miniGameId: string, adminId: string): Promise<RankingsAnswer> {
  const { game } = await adminGame(deps, miniGameId, adminId);
  const ranked = rankedCompletions(await deps.queries.attempts([game]), rankingCloses(game));
  const people = await deps.queries.people(ranked.map((attempt) => attempt.playerId));
  const rows = ranked.map((attempt, index) => {
    const person = people.get(attempt.playerId);
    const { completionTimeSeconds, moveCount, perfect, completedAt } = attempt.completion;
    return {
      rank: index + 1,
      playerId: attempt.playerId,
      playerEmail: person?.email ?? null,
      playerFirstName: person?.firstName ?? null,
      playerLastName: person?.lastName ?? null,
      completionTimeSeconds,
      moves: moveCount,
      perfect,
      completedAt,
      points: pointsOf(game, attempt, index),
    };
  });
  return { miniGameId, finished: game.finished, order: RANKING_ORDER_TEXT, rankings: rows };
}

/** The points by place a finish awards: the spec's 3, 2 and 1, or the admin's for this finish once checked (400 otherwise). */
function placesOf(request: FinishMiniGameRequest): readonly number[] {
  if (!request.awardPoints) return AWARD_POINTS;
  const problem = awardPointsProblem(request.awardPoints);
  if (problem) throw new BadRequest(problem);
  return awardPlaces(request.awardPoints);
}

/**
 * POST /api/admin/mini-games/{id}/finish: the finish's time is taken first, and only completions at or
 * before it are ranked and awarded (one landing while the finish is decided counts nowhere); the event
 * is the record of the awards and of that time. The server ranks and picks who gets what; the request
 * names at most the points per place.
 */
export async function finishGame(deps: MiniGamesDeps, miniGameId: string, adminId: string, request: FinishMiniGameRequest = {}): Promise<FinishAnswer> {
  const places = placesOf(request);
  await adminGame(deps, miniGameId, adminId);
  const now = deps.now();
  await settleToHead(deps);
  const game = (await deps.queries.game(miniGameId)) ?? { id: miniGameId, round: 0 };
  const awards = awardsOf(rankedCompletions(await deps.queries.attempts([game]), now.toISOString()), places);
  const result = await handleGameCommand(deps, miniGameId, { type: 'FinishGame', adminId, round: game.round, awards, now });
  if (result.events.length === 0) return { id: miniGameId, message: MINI_GAME_MESSAGES.alreadyFinished, pointsAwarded: [] };
  const people = await deps.queries.people(awards.map((award) => award.playerId));
  const pointsAwarded = awards.map(({ playerId, rank, points, completionTimeSeconds }) => ({
    playerId,
    playerEmail: people.get(playerId)?.email ?? null,
    rank,
    points,
    completionTimeSeconds,
  }));
  return { id: miniGameId, message: miniGameFinished(awards.length), pointsAwarded };
}

/** POST /api/admin/mini-games/reset-attempts: one game of the admin's, or every one of them (drafts deleted since excepted). */
export async function resetAttempts(deps: MiniGamesDeps, adminId: string, miniGameId?: string): Promise<{ message: string; miniGamesReset: number }> {
  const ids = miniGameId ? [(await adminGame(deps, miniGameId, adminId)).game.id] : await liveGamesOf(deps, adminId);
  for (const id of ids) await handleGameCommand(deps, id, { type: 'ResetAttempts', adminId, now: deps.now() });
  return { message: GAMES_RESET, miniGamesReset: ids.length };
}

async function liveGamesOf(deps: MiniGamesDeps, adminId: string): Promise<string[]> {
  const games = await deps.queries.games({ adminId });
  const drafts = new Set((await deps.queries.drafts(games.map((game) => game.draftId))).map((draft) => draft.id));
  return games.filter((game) => drafts.has(game.draftId)).map((game) => game.id);
}

/** DELETE /api/admin/mini-games/{id}: gone from every list, its awards off the leaderboard. */
export async function deleteGame(deps: MiniGamesDeps, miniGameId: string, adminId: string): Promise<{ id: string; message: string }> {
  await adminGame(deps, miniGameId, adminId);
  await handleGameCommand(deps, miniGameId, { type: 'DeleteGame', adminId, now: deps.now() });
  return { id: miniGameId, message: GAME_DELETED };
}
