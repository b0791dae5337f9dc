import type { ExportedStanding, LeaderboardRow, PlayerDataPart } from '@reality-draft/events';
import { leagueSeasonOf } from '../leagues/leagueRules';
import { claimViews } from '../leagues/replacements';
import { tradeView } from '../leagues/trades';
import type { ScoringDeps } from '../scoringDeps';
import { spoilerGuardView, watchedBy } from '../spoilers/spoilerGuard';
import { leaderboard } from './leaderboard';
import type { StandingsQuery } from './playerPoints';

/** The player's own row of a leaderboard: their rank among how many, and their points (no one else's row, so no one else's e-mail). */
function ownStanding(rows: LeaderboardRow[], playerId: string, draftId: string | null): ExportedStanding[] {
  const own = rows.find((row) => row.playerId === playerId);
  if (!own) return [];
  const { rank, totalPoints, draftPoints, miniGamePoints } = own;
  return [{ draftId, rank, of: rows.length, totalPoints, draftPoints, miniGamePoints, pointsByPeriod: own.pointsByPeriod ?? null }];
}

/**
 * Scoring's part of a player's data export: their spoiler settings, predictions, replacement claims, trades and standings, overall and in
 * each league, counted as they see them (within their spoiler guard).
 */
export async function scoringExport(deps: ScoringDeps, playerId: string): Promise<PlayerDataPart> {
  const [world, watched] = await Promise.all([deps.cache.world(), watchedBy(deps, playerId)]);
  const viewer = { principal: { id: playerId, userType: 'player' as const }, watched };
  const standingsIn = (query: StandingsQuery, draftId: string | null) => ownStanding(leaderboard(world, query, viewer), playerId, draftId);
  const leagues = world.drafts.filter((draft) => draft.participants.includes(playerId));
  const seasons = await Promise.all(leagues.map(async (draft) => ({ draft, season: await leagueSeasonOf(deps, draft.id) })));
  return {
    scoring: {
      spoilerGuard: spoilerGuardView(watched),
      standings: [...standingsIn({}, null), ...leagues.flatMap((draft) => standingsIn({ draftId: draft.id }, draft.id))],
      predictions: leagues.flatMap((draft) =>
        Object.entries(world.predictions.get(draft.id)?.periods ?? {}).flatMap(([period, players]) =>
          players[playerId] ? [{ draftId: draft.id, period: Number(period), ...players[playerId] }] : [],
        ),
      ),
      claims: seasons.flatMap(({ draft, season }) =>
        claimViews(world, draft, season)
          .filter((claim) => claim.playerId === playerId)
          .map((claim) => ({ draftId: draft.id, ...claim })),
      ),
      trades: seasons.flatMap(({ draft, season }) =>
        [...season.trades]
          .filter(([, trade]) => trade.fromPlayerId === playerId || trade.toPlayerId === playerId)
          .map(([id, trade]) => ({ draftId: draft.id, ...tradeView(world, draft, id, trade) })),
      ),
    },
  };
}
