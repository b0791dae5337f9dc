import { competitionRanks, RECAP_TEXTS, standingsOrder, type Recap, type RecapsAnswer, type RecapStanding } from '@reality-draft/events';
import { leagueFor } from '../leagues/leagueAccess';
import { leagueName } from '../leagues/leagueNames';
import { hasElimination } from '../leagues/periodFacts';
import type { DraftDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import { holdingsOf } from '../standings/holdings';
import { leaderboard } from '../standings/leaderboard';
import type { ScoringWorld } from '../standings/scoringWorld';
import { ADMIN_VIEW, type Viewer } from '../standings/viewer';
import { recapLines, type RecapFacts } from './recapLines';

type LeagueRecap = Omit<Recap, 'hidden' | 'guardText'>;

/** Each league's recaps, computed once per world (a change of the read models) however many of its players ask. */
const computed = new WeakMap<ScoringWorld, Map<string, LeagueRecap[]>>();

/** The league's standings after `period` (and the period before), by the leaderboard's own running totals and tie rule. */
function standingsAfter(world: ScoringWorld, period: number, rows: ReturnType<typeof leaderboard>): RecapStanding[] {
  const at = (totals: number[] | undefined, index: number) => totals?.[index] ?? 0;
  const ranked = (index: number) => {
    const order = rows.map((row) => ({ ...row, totalPoints: at(row.runningTotals, index) })).sort(standingsOrder);
    const ranks = competitionRanks(order.map((row) => row.totalPoints));
    return new Map(order.map((row, i) => [row.playerId, { rank: ranks[i], order: i }]));
  };
  const now = ranked(period);
  const before = period > 1 ? ranked(period - 1) : null;
  return rows
    .map((row) => ({
      playerId: row.playerId,
      playerName: leagueName(world, row.playerId),
      rank: now.get(row.playerId)!.rank,
      rankBefore: before?.get(row.playerId)?.rank ?? null,
      points: at(row.runningTotals, period),
      periodPoints: at(row.runningTotals, period) - at(row.runningTotals, period - 1),
    }))
    .sort((a, b) => now.get(a.playerId)!.order - now.get(b.playerId)!.order);
}

function factsOf(world: ScoringWorld, draft: DraftDocument, period: number, standings: RecapStanding[]): RecapFacts {
  // Who held each item in the period (a replaced pick was still its player's until then).
  const holder = new Map(
    holdingsOf(draft)
      .filter((held) => held.from <= period && period <= held.through)
      .map((held) => [held.itemId, held.playerId]),
  );
  const wentHome = Object.entries(world.casts.get(draft.showType)?.members ?? {})
    .filter(([, member]) => !member.isActive && member.eliminatedIn === period)
    .map(([itemId, member]) => ({ label: member.label, heldBy: holder.has(itemId) ? leagueName(world, holder.get(itemId)!) : null }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const games = new Map<string, { winners: string[]; points: number }>();
  for (const playerId of draft.participants) {
    for (const cell of Object.values(world.points.get(playerId)?.cells ?? {})) {
      if (cell.source !== 'minigame' || cell.draftId !== draft.id || cell.awardedIn !== period || cell.points <= 0) continue;
      const game = games.get(cell.sourceRef ?? '') ?? { winners: [], points: 0 };
      if (cell.points > game.points) games.set(cell.sourceRef ?? '', { winners: [leagueName(world, playerId)], points: cell.points });
      else if (cell.points === game.points) game.winners.push(leagueName(world, playerId));
    }
  }

  const league = world.predictions.get(draft.id);
  const made = Object.entries(league?.periods[period] ?? {}).filter(([playerId]) => draft.participants.includes(playerId));
  const members = world.casts.get(draft.showType)?.members ?? {};
  const predictions =
    made.length && hasElimination(world, draft.showType, period)
      ? {
          made: made.length,
          correct: made
            .filter(([, { itemId }]) => members[itemId]?.isActive === false && members[itemId]?.eliminatedIn === period)
            .map(([playerId]) => leagueName(world, playerId))
            .sort(),
          pointsEach: league!.pointsPerCorrect,
        }
      : null;
  return { showType: draft.showType, period, standings, wentHome, miniGames: [...games.values()], predictions };
}

/** Every recap of a league, newest first: one per week or episode of its show with results, as of their latest save. */
function recapsOf(world: ScoringWorld, draft: DraftDocument): LeagueRecap[] {
  let leagues = computed.get(world);
  if (!leagues) computed.set(world, (leagues = new Map()));
  const known = leagues.get(draft.id);
  if (known) return known;
  const saved = Object.entries(world.recapPeriods.get(draft.showType)?.periods ?? {}).filter(([, period]) => period.entries > 0);
  const rows = draft.status === 'pending' || saved.length === 0 ? [] : leaderboard(world, { draftId: draft.id }, ADMIN_VIEW);
  const recaps =
    draft.status === 'pending'
      ? []
      : saved
          .map(([key, { at, corrected }]) => {
            const period = Number(key);
            const standings = standingsAfter(world, period, rows);
            return {
              period,
              showType: draft.showType,
              at,
              title: RECAP_TEXTS.title(draft.showType, period),
              corrected,
              lines: recapLines(factsOf(world, draft, period, standings)),
              standings,
            };
          })
          .sort((a, b) => b.period - a.period);
  leagues.set(draft.id, recaps);
  return recaps;
}

/**
 * GET /api/drafts/{id}/recaps (docs/league.md#recaps): a recap beyond the player's spoiler guard comes
 * without its lines and standings, saying how far they are, unless `reveal` names its period.
 */
export async function leagueRecaps(deps: ScoringDeps, draftId: string, viewer: Viewer, reveal: number | undefined): Promise<RecapsAnswer> {
  const draft = await leagueFor(deps, draftId, viewer.principal, 'member');
  const watched = viewer.watched[draft.showType];
  const recaps = recapsOf(await deps.cache.world(), draft).map((recap): Recap => {
    const hidden = typeof watched === 'number' && recap.period > watched && recap.period !== reveal;
    if (!hidden) return { ...recap, hidden: false, guardText: null };
    return { ...recap, hidden: true, guardText: RECAP_TEXTS.guarded(draft.showType, recap.period, watched), lines: [], standings: [] };
  });
  return { recaps };
}
