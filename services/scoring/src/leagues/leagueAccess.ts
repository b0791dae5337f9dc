import { DRAFT_NOT_FOUND, NOT_A_PARTICIPANT, NOT_OWNER } from '@reality-draft/events';
import { Forbidden, NotFound, settleToHead, type Principal } from '@reality-draft/kernel';
import type { DraftDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';

/** Who a league's route is for (docs/league.md#who): its players and admin, its players, its admin, or its players and any admin. */
export type LeagueAccess = 'member' | 'participant' | 'owner' | 'viewer';

const NOT_A_MEMBER = "Only the league's players and its admin can see this.";

function refusal(draft: DraftDocument, who: Principal, access: LeagueAccess): string | null {
  const playing = who.userType === 'player' && draft.participants.includes(who.id);
  const owning = who.userType === 'admin' && draft.adminId === who.id;
  if (access === 'participant') return playing ? null : NOT_A_PARTICIPANT;
  if (access === 'owner') return owning ? null : NOT_OWNER;
  // Any admin may watch a league (read-only), as a draft room.
  if (access === 'viewer') return playing || who.userType === 'admin' ? null : NOT_A_MEMBER;
  return playing || owning ? null : NOT_A_MEMBER;
}

const findDraft = async (deps: ScoringDeps, draftId: string) => (await deps.cache.part('drafts')).find((draft) => draft.id === draftId);

/** The league (scoring's copy of the draft), looked for again once caught up with the log; an unknown draft 404. */
export async function existingLeague(deps: ScoringDeps, draftId: string): Promise<DraftDocument> {
  let draft = await findDraft(deps, draftId);
  if (!draft) {
    await settleToHead(deps);
    draft = await findDraft(deps, draftId);
  }
  if (!draft) throw new NotFound(DRAFT_NOT_FOUND);
  return draft;
}

/**
 * The league (a draft, as scoring's copy holds it) if `who` may use it: an unknown draft 404, anyone
 * else 403. A draft or a join not yet in the copy is looked for again once it has caught up with the log.
 */
export async function leagueFor(deps: ScoringDeps, draftId: string, who: Principal, access: LeagueAccess): Promise<DraftDocument> {
  let draft = await findDraft(deps, draftId);
  if (!draft || refusal(draft, who, access)) {
    await settleToHead(deps);
    draft = await findDraft(deps, draftId);
  }
  if (!draft) throw new NotFound(DRAFT_NOT_FOUND);
  const refused = refusal(draft, who, access);
  if (refused) throw new Forbidden(refused);
  return draft;
}
