import { DRAFT_NOT_FOUND } from '@reality-draft/events';
import { NotFound, settle, settleToHead } from '@reality-draft/kernel';
import type { RosterFacts } from '../leagueSeason/commands';
import { pendingClaims, type LeagueSeasonState } from '../leagueSeason/state';
import { COLLECTIONS, type DraftDocument, type LeagueClaimsDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import { rankedPlayers } from '../standings/leaderboard';
import type { ScoringWorld } from '../standings/scoringWorld';
import { ADMIN_VIEW } from '../standings/viewer';
import { handleLeagueCommand } from './leagueRules';
import { currentPeriod } from './periodFacts';

/** The league's rosters as the read models hold them now, for a claim's or a trade's decision. */
export function rosterFacts(world: ScoringWorld, draft: DraftDocument): RosterFacts {
  const members = world.casts.get(draft.showType)?.members ?? {};
  const cast = Object.fromEntries(Object.entries(members).map(([id, { label, isActive, inCast }]) => [id, { label, isActive, inCast }]));
  const drafted = new Map(draft.picks.map((pick) => [pick.itemId, pick.playerId]));
  return { showType: draft.showType, drafted, cast, fromPeriod: currentPeriod(world, draft.showType) };
}

/** The league's standings now, everything counted: player id -> rank. */
function ranksOf(world: ScoringWorld, draftId: string): Map<string, number> {
  const { players, ranks } = rankedPlayers(world, { draftId }, ADMIN_VIEW);
  return new Map(players.map((player, index) => [player.playerId, ranks[index]]));
}

/** The league's draft as the read models hold it once caught up with the log. */
export async function freshDraft(deps: ScoringDeps, draftId: string): Promise<{ world: ScoringWorld; draft: DraftDocument }> {
  await settleToHead(deps);
  const world = await deps.cache.world();
  const draft = world.drafts.find((each) => each.id === draftId);
  if (!draft) throw new NotFound(DRAFT_NOT_FOUND);
  return { world, draft };
}

/**
 * Settles the league's claims whose window has closed (`early`: every open one, the admin closing it now)
 * and completes the trades whose review has ended, with the rosters and standings as they are; answers
 * the league's season after it. Nothing due: nothing appended, and the standings not even ranked.
 */
export async function settleLeague(
  deps: ScoringDeps,
  draftId: string,
  early = false,
): Promise<{ state: LeagueSeasonState; world: ScoringWorld; draft: DraftDocument }> {
  const { world, draft } = await freshDraft(deps, draftId);
  const now = deps.now();
  const { state, position } = await handleLeagueCommand(deps, draftId, (season) => {
    const due = pendingClaims(season).some(([, claim]) => early || Date.parse(claim.settlesAt) <= now.getTime());
    return { type: 'SettleDue', draftId, early, roster: rosterFacts(world, draft), rankOf: due ? ranksOf(world, draftId) : new Map(), now };
  });
  if (position === 0) return { state, world, draft };
  await settle(deps, position);
  return { state, ...(await freshDraft(deps, draftId)) };
}

/** Every league with a claim window closed or a review ended, settled (the settling clock's round; docs/league.md#replacements). */
export async function settleDueLeagues(deps: ScoringDeps): Promise<{ draftId: string; error: unknown }[]> {
  const now = deps.now().getTime();
  const failed: { draftId: string; error: unknown }[] = [];
  for (const league of await deps.docs.collection<LeagueClaimsDocument>(COLLECTIONS.leagueClaims).find()) {
    if (!Object.values(league.pending).some((dueAt) => Date.parse(dueAt) <= now)) continue;
    // One league's trouble (logged by the clock's caller) holds up no other: the next round tries it again.
    await settleLeague(deps, league.id).catch((error: unknown) => failed.push({ draftId: league.id, error }));
  }
  return failed;
}
