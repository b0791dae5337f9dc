import { emailSeenBy, toWireGameType, type MiniGameLeaderboardEntry } from '@reality-draft/events';
import type { Principal } from '@reality-draft/kernel';
import type { MiniGamesDeps } from '../minigamesDeps';
import type { DraftDocument, GameDocument } from '../readModels/documents';
import { miniGameDraft } from '../readModels/draftName';
import { rankedCompletions, rankingCloses } from './rankings';

/** The games a viewer's leaderboard covers: a player's drafts' games; every game for an admin. */
async function gamesSeenBy(deps: MiniGamesDeps, viewer: Principal): Promise<{ games: GameDocument[]; drafts: Map<string, DraftDocument> }> {
  if (viewer.userType === 'player') {
    const drafts = new Map((await deps.queries.draftsOfPlayer(viewer.id)).map((draft) => [draft.id, draft]));
    return { games: await deps.queries.games({ draftIds: [...drafts.keys()] }), drafts };
  }
  const games = await deps.queries.games();
  const drafts = new Map((await deps.queries.drafts(games.map((game) => game.draftId))).map((draft) => [draft.id, draft]));
  return { games: games.filter((game) => drafts.has(game.draftId)), drafts };
}

/**
 * GET /api/public/mini-game-leaderboard: each game's completions this round (a finished game's: those
 * at or before its finish), grouped by game (newest first), fastest first.
 */
export async function miniGameLeaderboard(deps: MiniGamesDeps, viewer: Principal): Promise<MiniGameLeaderboardEntry[]> {
  const { games, drafts } = await gamesSeenBy(deps, viewer);
  const attempts = await deps.queries.attempts(games);
  const people = await deps.queries.people(attempts.map((attempt) => attempt.playerId));
  return games.flatMap((game) => {
    const draft = drafts.get(game.draftId)!;
    return rankedCompletions(
      attempts.filter((attempt) => attempt.miniGameId === game.id),
      rankingCloses(game),
    ).map((attempt, index) => {
      const person = people.get(attempt.playerId);
      const { completionTimeSeconds, completedAt, moveCount, perfect } = attempt.completion;
      return {
        miniGameId: game.id,
        gameTitle: game.title,
        gameType: toWireGameType(game.gameType),
        playerId: attempt.playerId,
        playerFirstName: person?.firstName ?? null,
        playerLastName: person?.lastName ?? null,
        playerEmail: emailSeenBy(viewer, attempt.playerId, person?.email || null),
        bestTime: completionTimeSeconds,
        completedAt,
        rank: index + 1,
        moves: moveCount,
        perfect,
        draft: miniGameDraft(draft),
      };
    });
  });
}
