import { randomUUID } from 'node:crypto';
import { stillInFor, type ReplacementClaimRequest, type ReplacementClaimView, type ReplacementsAnswer, type RosterItem } from '@reality-draft/events';
import { settle, type Principal } from '@reality-draft/kernel';
import { claimsOf, type LeagueSeasonState } from '../leagueSeason/state';
import type { DraftDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';
import { currentHolders } from '../standings/holdings';
import type { ScoringWorld } from '../standings/scoringWorld';
import type { Viewer } from '../standings/viewer';
import { leagueFor } from './leagueAccess';
import { leagueName } from './leagueNames';
import { handleLeagueCommand } from './leagueRules';
import { rosterFacts, settleLeague } from './leagueSettling';

const itemOf = (world: ScoringWorld, draft: DraftDocument, itemId: string): RosterItem => ({
  itemId,
  label: world.casts.get(draft.showType)?.members[itemId]?.label ?? itemId,
});

export function claimViews(world: ScoringWorld, draft: DraftDocument, state: LeagueSeasonState): ReplacementClaimView[] {
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

/** Out of the game for a viewer who has watched through `watched` (null or absent: everything). */
const isOutFor = (member: { isActive: boolean; eliminatedIn?: number | null } | undefined, watched: number | null | undefined) =>
  member !== undefined && !stillInFor(member.isActive, member.eliminatedIn, watched);

/** The replacements answer for `viewer`, from the league's season as it now stands. */
function answerFor({ state, world, draft }: Awaited<ReturnType<typeof settleLeague>>, viewer: Viewer): ReplacementsAnswer {
  const who = viewer.principal;
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
    // Their picks out of the game as far as they have watched (a later elimination is not told here either).
    droppable: isPlayer
      ? [...holders]
          .filter(([itemId, playerId]) => playerId === who.id && isOutFor(members[itemId], viewer.watched[draft.showType]))
          .map(([itemId]) => itemOf(world, draft, itemId))
      : [],
    claimable: Object.entries(members)
      .filter(([itemId, member]) => member.inCast && member.isActive && !holders.has(itemId))
      .map(([itemId]) => itemOf(world, draft, itemId))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** GET /api/drafts/{id}/replacements: a closed window is settled first, so the answer is never stale. */
export async function listReplacements(deps: ScoringDeps, draftId: string, viewer: Viewer): Promise<ReplacementsAnswer> {
  await leagueFor(deps, draftId, viewer.principal, 'member');
  return answerFor(await settleLeague(deps, draftId), viewer);
}

/** POST /api/admin/drafts/{id}/replacements/settle: the admin closes the open window now. */
export async function settleReplacementsNow(deps: ScoringDeps, draftId: string, who: Principal): Promise<ReplacementsAnswer> {
  await leagueFor(deps, draftId, who, 'owner');
  return answerFor(await settleLeague(deps, draftId, true), { principal: who, watched: {} });
}

/** POST /api/drafts/{id}/replacements: 202, the claim as it stands (won at once when the league settles claims at once). */
export async function claimReplacement(deps: ScoringDeps, draftId: string, who: Principal, request: ReplacementClaimRequest): Promise<ReplacementClaimView> {
  await leagueFor(deps, draftId, who, 'participant');
  const { world, draft } = await settleLeague(deps, draftId);
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
