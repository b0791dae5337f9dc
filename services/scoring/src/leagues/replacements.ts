import { randomUUID } from 'node:crypto';
import type { ReplacementClaimRequest, ReplacementClaimView, ReplacementsAnswer, RosterItem } from '@reality-draft/events';
import { settle, settleToHead, type Principal } from '@reality-draft/kernel';
import type { RosterFacts } from '../leagueSeason/commands';
import { claimsOf, pendingClaims, type LeagueSeasonState } from '../leagueSeason/state';
import { COLLECTIONS, type DraftDocument, type LeagueClaimsDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import { currentHolders } from '../standings/holdings';
import { rankedPlayers } from '../standings/leaderboard';
import type { ScoringWorld } from '../standings/scoringWorld';
import { ADMIN_VIEW } from '../standings/viewer';
import { leagueFor } from './leagueAccess';
import { leagueName } from './leagueNames';
import { handleLeagueCommand } from './leagueRules';
import { currentPeriod } from './periodFacts';

/** The league's rosters as the read models hold them now, for a claim's decision. */
function rosterFacts(world: ScoringWorld, draft: DraftDocument): RosterFacts {
  const members = world.casts.get(draft.showType)?.members ?? {};
  const cast = Object.fromEntries(Object.entries(members).map(([id, { label, isActive, inCast }]) => [id, { label, isActive, inCast }]));
  return { showType: draft.showType, holders: currentHolders(draft), cast, fromPeriod: currentPeriod(world, draft.showType) };
}

/** The league's standings now, everything counted: player id -> rank. */
function ranksOf(world: ScoringWorld, draftId: string): Map<string, number> {
  const { players, ranks } = rankedPlayers(world, { draftId }, ADMIN_VIEW);
  return new Map(players.map((player, index) => [player.playerId, ranks[index]]));
}

/** The league's draft as the read models hold it once caught up with the log. */
async function freshDraft(deps: ScoringDeps, draftId: string): Promise<{ world: ScoringWorld; draft: DraftDocument }> {
  await settleToHead(deps);
  const world = await deps.cache.world();
  return { world, draft: world.drafts.find((draft) => draft.id === draftId)! };
}

/**
 * Settles the league's claims whose window has closed (`early`: every open one, the admin closing it now),
 * with the rosters and standings as they are; answers the league's season after it. Nothing due: nothing
 * appended, and the standings not even ranked.
 */
export async function settleClaims(
  deps: ScoringDeps,
  draftId: string,
  early = false,
): Promise<{ state: LeagueSeasonState; world: ScoringWorld; draft: DraftDocument }> {
  const { world, draft } = await freshDraft(deps, draftId);
  const now = deps.now();
  const { state, position } = await handleLeagueCommand(deps, draftId, (season) => {
    const due = pendingClaims(season).some(([, claim]) => early || Date.parse(claim.settlesAt) <= now.getTime());
    return { type: 'SettleClaims', draftId, early, roster: rosterFacts(world, draft), rankOf: due ? ranksOf(world, draftId) : new Map(), now };
  });
  if (position === 0) return { state, world, draft };
  await settle(deps, position);
  return { state, ...(await freshDraft(deps, draftId)) };
}

/** Every league whose claim window has closed, settled (the settling clock's round; docs/league.md#replacements). */
export async function settleDueClaims(deps: ScoringDeps): Promise<void> {
  const now = deps.now().getTime();
  for (const league of await deps.docs.collection<LeagueClaimsDocument>(COLLECTIONS.leagueClaims).find()) {
    if (Object.values(league.pending).some((settlesAt) => Date.parse(settlesAt) <= now)) await settleClaims(deps, league.id);
  }
}

const itemOf = (world: ScoringWorld, draft: DraftDocument, itemId: string): RosterItem => ({
  itemId,
  label: world.casts.get(draft.showType)?.members[itemId]?.label ?? itemId,
});

function claimViews(world: ScoringWorld, draft: DraftDocument, state: LeagueSeasonState): ReplacementClaimView[] {
  return [...state.claims].map(([id, claim]) => ({
    id,
    playerId: claim.playerId,
    playerName: leagueName(world, claim.playerId),
    drop: itemOf(world, draft, claim.dropItemId),
    add: itemOf(world, draft, claim.addItemId),
    status: claim.status,
    claimedAt: claim.claimedAt,
    settlesAt: claim.settlesAt,
    fromPeriod: claim.status === 'won' ? (claim.fromPeriod ?? null) : null,
    pointCost: claim.status === 'won' ? (claim.pointCost ?? 0) : 0,
    reason: claim.status === 'lost' ? (claim.reason ?? null) : null,
  }));
}

/** The replacements answer for `who`, from the league's season as it now stands. */
function answerFor({ state, world, draft }: Awaited<ReturnType<typeof settleClaims>>, who: Principal): ReplacementsAnswer {
  const isPlayer = who.userType === 'player';
  const holders = currentHolders(draft);
  const members = world.casts.get(draft.showType)?.members ?? {};
  const { won, pending } = claimsOf(state, who.id);
  const { perPlayer } = state.rules.replacements;
  return {
    draftId: draft.id,
    rules: state.rules.replacements,
    used: isPlayer ? won : 0,
    remaining: isPlayer ? Math.max(0, perPlayer - won - pending) : 0,
    claims: claimViews(world, draft, state)
      .filter((claim) => !isPlayer || claim.playerId === who.id)
      .reverse(),
    droppable: isPlayer
      ? [...holders].filter(([itemId, playerId]) => playerId === who.id && members[itemId]?.isActive === false).map(([itemId]) => itemOf(world, draft, itemId))
      : [],
    claimable: Object.entries(members)
      .filter(([itemId, member]) => member.inCast && member.isActive && !holders.has(itemId))
      .map(([itemId]) => itemOf(world, draft, itemId))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** GET /api/drafts/{id}/replacements: a closed window is settled first, so the answer is never stale. */
export async function listReplacements(deps: ScoringDeps, draftId: string, who: Principal): Promise<ReplacementsAnswer> {
  await leagueFor(deps, draftId, who, 'member');
  return answerFor(await settleClaims(deps, draftId), who);
}

/** POST /api/admin/drafts/{id}/replacements/settle: the admin closes the open window now. */
export async function settleReplacementsNow(deps: ScoringDeps, draftId: string, who: Principal): Promise<ReplacementsAnswer> {
  await leagueFor(deps, draftId, who, 'owner');
  return answerFor(await settleClaims(deps, draftId, true), who);
}

/** POST /api/drafts/{id}/replacements: 202, the claim as it stands (won at once when the league settles claims at once). */
export async function claimReplacement(deps: ScoringDeps, draftId: string, who: Principal, request: ReplacementClaimRequest): Promise<ReplacementClaimView> {
  await leagueFor(deps, draftId, who, 'participant');
  const { world, draft } = await settleClaims(deps, draftId);
  const claimId = randomUUID();
  const { state, position } = await handleLeagueCommand(deps, draftId, {
    type: 'ClaimReplacement',
    draftId,
    claimId,
    playerId: who.id,
    ...request,
    draftFinished: draft.status === 'completed',
    roster: rosterFacts(world, draft),
    now: deps.now(),
  });
  await settle(deps, position);
  return claimViews(world, draft, state).find((claim) => claim.id === claimId)!;
}
