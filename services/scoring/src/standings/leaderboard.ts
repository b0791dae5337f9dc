import { competitionRanks, PERIODS, standingsOrder, stillInCount, type LeaderboardRow, type PlayerPoints, type ShowType } from '@reality-draft/events';
import { miniGameCells, playerPoints, totalOf, type StandingsQuery } from './playerPoints';
import type { ScoringWorld } from './scoringWorld';
import { lastCounted, subjectSummary } from './subjectSummary';
import type { Viewer } from './viewer';

/** What a player's league adds in a week or episode beside their picks' results: correct predictions, replacement costs. */
const leagueAdjustments = (player: PlayerPoints) => [...player.predictions, ...player.replacements];

/** Points per week or episode (index 0 is the first), summed over the player's drafted items as the viewer counts them, and their settled predictions. */
function pointsByPeriod(world: ScoringWorld, player: PlayerPoints, periods: number, viewer: Viewer): number[] {
  const series = Array.from({ length: periods }, () => 0);
  for (const { period, points } of leagueAdjustments(player)) if (period <= periods) series[period - 1] += points;
  for (const draft of player.drafts) {
    const through = Math.min(periods, lastCounted(viewer, draft.showType));
    for (const item of draft.items) {
      const totals = subjectSummary(world, item.itemId).periodTotals;
      for (let period = item.heldFrom ?? 1; period <= Math.min(through, item.heldThrough ?? Infinity); period += 1) series[period - 1] += totals[period] ?? 0;
    }
  }
  return series;
}

/**
 * The player's total after each week or episode (index 0: before the first), by the total's own rule (totalOf):
 * drafted points up to it, and the mini-game awards made by then; an award made after the last week or episode
 * the viewer has watched counts at that one, as the total counts it already.
 */
function runningTotals(world: ScoringWorld, player: PlayerPoints, query: StandingsQuery, showType: ShowType, byPeriod: number[], viewer: Viewer): number[] {
  const through = Math.min(byPeriod.length, lastCounted(viewer, showType));
  const awards = miniGameCells(world, player.playerId, query).map((cell) => ({ ...cell, period: Math.min(cell.awardedIn ?? 0, through) }));
  const adjusted = Array.from({ length: byPeriod.length + 1 }, () => 0);
  for (const { period, points } of leagueAdjustments(player)) if (period <= byPeriod.length) adjusted[period] += points;
  let draftPoints = 0;
  let leaguePoints = 0;
  return Array.from({ length: byPeriod.length + 1 }, (_, period) => {
    leaguePoints += adjusted[period];
    if (period > 0) draftPoints += byPeriod[period - 1] - adjusted[period];
    return totalOf(
      [{ showType, draftPoints }],
      awards.filter((award) => award.period <= period),
      leaguePoints,
    );
  });
}

/** The standings' order and ranks by the tie rule (docs/scoring.md#ties): highest total first, ties sharing a rank, listed by the tiebreak. */
export function rankedPlayers(world: ScoringWorld, query: StandingsQuery, viewer: Viewer): { players: PlayerPoints[]; ranks: number[] } {
  const players = playerPoints(world, query, viewer).sort(standingsOrder);
  return { players, ranks: competitionRanks(players.map((player) => player.totalPoints)) };
}

/** GET /api/leaderboard: highest total first, ties sharing a rank; a series per period when one show is asked for. */
export function leaderboard(world: ScoringWorld, query: StandingsQuery, viewer: Viewer): LeaderboardRow[] {
  const { players, ranks } = rankedPlayers(world, query, viewer);
  const show = query.showType ?? world.drafts.find((draft) => draft.id === query.draftId)?.showType;
  return players.map((player, index) => {
    const draftPoints = player.drafts.reduce((sum, draft) => sum + draft.draftPoints, 0);
    const byPeriod = show && pointsByPeriod(world, player, PERIODS[show].max, viewer);
    return {
      playerId: player.playerId,
      playerFirstName: player.playerFirstName,
      playerLastName: player.playerLastName,
      playerEmail: player.playerEmail,
      totalPoints: player.totalPoints,
      rank: ranks[index],
      tied: ranks.filter((rank) => rank === ranks[index]).length > 1,
      teamsDrafted: player.drafts.reduce((sum, draft) => sum + draft.items.filter((item) => item.heldThrough === undefined).length, 0),
      stillIn: player.drafts.reduce((sum, draft) => sum + stillInCount(draft.items.filter((item) => item.heldThrough === undefined)), 0),
      draftPoints,
      miniGamePoints: player.miniGamePoints,
      predictionPoints: player.predictionPoints,
      replacementPoints: player.replacementPoints,
      ...(show && byPeriod && { pointsByPeriod: byPeriod, runningTotals: runningTotals(world, player, query, show, byPeriod, viewer) }),
    };
  });
}
