import { draftLabel, type RecordBook, type Season, type SeasonsAnswer } from '@reality-draft/events';
import { Forbidden, type Principal } from '@reality-draft/kernel';
import type { DraftDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import { leaderboard } from '../standings/leaderboard';
import type { ScoringWorld } from '../standings/scoringWorld';
import { seesMove } from '../standings/holdings';
import { lastCounted } from '../standings/subjectSummary';
import type { Viewer } from '../standings/viewer';
import { existingLeague } from './leagueAccess';
import { leagueName } from './leagueNames';

const NOT_IN_LEAGUE = "Only the players and admins of this league's seasons can see its history.";

/** Every season of the league `draft` belongs to, oldest first: back through previousDraftId, then on through the seasons that name it. */
export function seasonChain(world: ScoringWorld, draft: DraftDocument): DraftDocument[] {
  const byId = new Map(world.drafts.map((each) => [each.id, each]));
  const next = new Map(world.drafts.filter((each) => each.previousDraftId).map((each) => [each.previousDraftId!, each]));
  const chain = [draft];
  for (let at = draft; at.previousDraftId && byId.has(at.previousDraftId) && chain.length <= world.drafts.length;)
    chain.unshift((at = byId.get(at.previousDraftId)!));
  for (let at = draft; next.has(at.id) && chain.length <= world.drafts.length;) chain.push((at = next.get(at.id)!));
  return chain;
}

const isIn = (draft: DraftDocument, who: Principal) => (who.userType === 'admin' ? draft.adminId === who.id : draft.participants.includes(who.id));

function seasonOf(world: ScoringWorld, draft: DraftDocument, decided: boolean, viewer: Viewer): { season: Season; byPeriod: Map<string, number[]> } {
  const rows = draft.status === 'pending' ? [] : leaderboard(world, { draftId: draft.id }, viewer);
  const standings = rows.map((row) => ({ playerId: row.playerId, name: leagueName(world, row.playerId), rank: row.rank, points: row.totalPoints }));
  const leader = standings[0];
  const champion = draft.status === 'completed' && leader && leader.points > 0 && standings.filter((row) => row.rank === 1).length === 1 ? leader : null;
  return {
    season: {
      draftId: draft.id,
      name: draftLabel({ ...draft, name: draft.name ?? null }),
      showType: draft.showType,
      status: draft.status,
      finishedAt: draft.completedAt ?? null,
      champion: champion && { playerId: champion.playerId, name: champion.name, points: champion.points },
      decided,
      standings,
    },
    byPeriod: new Map(rows.map((row) => [row.playerId, row.pointsByPeriod ?? []])),
  };
}

/** The record book over the seasons (docs/league.md#seasons): the best single period, each player's best finish, most replacements won, titles. */
function recordBook(world: ScoringWorld, chain: DraftDocument[], seasons: { season: Season; byPeriod: Map<string, number[]> }[], viewer: Viewer): RecordBook {
  let mostPointsInPeriod: RecordBook['mostPointsInPeriod'] = null;
  const best = new Map<string, RecordBook['bestFinishes'][number]>();
  const titles = new Map<string, number>();
  for (const { season, byPeriod } of seasons) {
    for (const [playerId, series] of byPeriod) {
      series.forEach((points, index) => {
        if (points > (mostPointsInPeriod?.points ?? 0))
          mostPointsInPeriod = { playerId, name: leagueName(world, playerId), points, draftId: season.draftId, period: index + 1 };
      });
    }
    for (const row of season.standings.filter(() => season.status === 'completed')) {
      const known = best.get(row.playerId);
      if (!known || row.rank < known.rank) best.set(row.playerId, { playerId: row.playerId, name: row.name, rank: row.rank, draftId: season.draftId });
    }
    if (season.decided && season.champion) titles.set(season.champion.playerId, (titles.get(season.champion.playerId) ?? 0) + 1);
  }
  const won = new Map<string, number>();
  for (const draft of chain) {
    // Only the replacements the viewer may know of (docs/league.md#rosters).
    for (const move of draft.moves ?? [])
      if (move.kind === 'replacement' && seesMove(move, lastCounted(viewer, draft.showType))) won.set(move.playerId, (won.get(move.playerId) ?? 0) + 1);
  }
  const [topReplacer] = [...won].sort((a, b) => b[1] - a[1] || leagueName(world, a[0]).localeCompare(leagueName(world, b[0])));
  const counted = (counts: Map<string, number>) =>
    [...counts]
      .map(([playerId, count]) => ({ playerId, name: leagueName(world, playerId), count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    mostPointsInPeriod,
    bestFinishes: [...best.values()].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)),
    mostReplacementsWon: topReplacer ? { playerId: topReplacer[0], name: leagueName(world, topReplacer[0]), count: topReplacer[1] } : null,
    titles: counted(titles),
  };
}

/**
 * GET /api/drafts/{id}/seasons: for the players and admins of any season of the league (an unknown draft
 * 404), each season counted as the asker sees the standings (within their spoiler guard).
 */
export async function leagueSeasons(deps: ScoringDeps, draftId: string, viewer: Viewer): Promise<SeasonsAnswer> {
  const asked = await existingLeague(deps, draftId);
  const world = await deps.cache.world();
  const chain = seasonChain(world, asked);
  if (!chain.some((draft) => isIn(draft, viewer.principal))) throw new Forbidden(NOT_IN_LEAGUE);
  const seasons = chain.map((draft, index) => seasonOf(world, draft, index < chain.length - 1, viewer));
  return { seasons: seasons.map(({ season }) => season), records: recordBook(world, chain, seasons, viewer) };
}
