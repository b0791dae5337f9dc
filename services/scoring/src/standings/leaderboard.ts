import { competitionRanks, type LeaderboardRow, type PlayerPoints } from '@reality-draft/events';
import { PERIODS } from '@reality-draft/events';
import { playerPoints, type StandingsQuery } from './playerPoints';
import type { ScoringWorld } from './scoringWorld';
import type { Viewer } from './viewer';

/** Points per week or episode (index 0 is the first), summed over the player's drafted items. */
function pointsByPeriod(player: PlayerPoints, periods: number): number[] {
  const series = Array.from({ length: periods }, () => 0);
  for (const item of player.drafts.flatMap((draft) => draft.items)) {
    for (const [period, byType] of Object.entries(item.byPeriod)) {
      const index = Number(period) - 1;
      if (index >= 0 && index < periods) series[index] += Object.values(byType).reduce((sum, points) => sum + (points ?? 0), 0);
    }
  }
  return series;
}

const byName = (a: PlayerPoints, b: PlayerPoints) =>
  `${a.playerFirstName ?? ''} ${a.playerLastName ?? ''}`.localeCompare(`${b.playerFirstName ?? ''} ${b.playerLastName ?? ''}`) || a.playerId.localeCompare(b.playerId);

/** GET /api/leaderboard: highest total first, ties sharing a rank; a series per period when one show is asked for. */
export function leaderboard(world: ScoringWorld, query: StandingsQuery, viewer: Viewer): LeaderboardRow[] {
  const players = playerPoints(world, query, viewer).sort((a, b) => b.totalPoints - a.totalPoints || byName(a, b));
  const ranks = competitionRanks(players.map((player) => player.totalPoints));
  const show = query.showType ?? world.drafts.find((draft) => draft.id === query.draftId)?.showType;
  return players.map((player, index) => {
    const draftPoints = player.drafts.reduce((sum, draft) => sum + draft.draftPoints, 0);
    return {
      playerId: player.playerId,
      playerFirstName: player.playerFirstName,
      playerLastName: player.playerLastName,
      playerEmail: player.playerEmail,
      totalPoints: player.totalPoints,
      rank: ranks[index],
      tied: ranks.filter((rank) => rank === ranks[index]).length > 1,
      teamsDrafted: player.drafts.reduce((sum, draft) => sum + draft.items.length, 0),
      draftPoints,
      miniGamePoints: player.miniGamePoints,
      ...(show && { pointsByPeriod: pointsByPeriod(player, PERIODS[show].max) }),
    };
  });
}
