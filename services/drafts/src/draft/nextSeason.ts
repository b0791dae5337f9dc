import { NEXT_SEASON_TEXTS, type DraftSummary, type NextSeasonRequest } from '@reality-draft/events';
import { claimUniqueKey, Conflict, releaseUniqueKey, type Principal } from '@reality-draft/kernel';
import { randomUUID } from 'node:crypto';
import type { DraftsDeps } from '../draftsDeps';
import { ownedRoom } from '../readModels/roomAccess';
import { createDraft } from './lifecycle';

/** One next season per league: its creation is a claim on the season before (a second, raced or later, is 409). */
const NEXT_SEASON_KIND = 'next-season';
/** A claim this old with no season naming the league (deleted, or a creation that crashed) is free again. */
const ABANDONED_AFTER_MS = 30_000;

/**
 * POST /api/admin/drafts/{id}/next-season (docs/league.md#seasons): the same league again, its admin's,
 * on a league whose draft has finished. The show, the name and the turn time are the season before's
 * unless said; its players are invited (the notifier pushes, identity mails).
 */
export async function nextSeason(deps: DraftsDeps, draftId: string, admin: Principal, request: NextSeasonRequest): Promise<DraftSummary> {
  const room = await ownedRoom(deps, draftId, admin.id);
  if (room.status !== 'completed') throw new Conflict(NEXT_SEASON_TEXTS.notFinished);
  const claim = randomUUID();
  await claimUniqueKey(deps.events, NEXT_SEASON_KIND, draftId, claim, {
    takenMessage: NEXT_SEASON_TEXTS.exists,
    isAbandoned: async (_holder, claimedAt) =>
      deps.now().getTime() - new Date(claimedAt).getTime() > ABANDONED_AFTER_MS &&
      !(await deps.queries.allRooms()).some((each) => each.previousDraftId === draftId),
  });
  const input = {
    showType: request.showType ?? room.showType,
    name: request.name ?? room.name ?? undefined,
    startsAt: request.startsAt,
    draftDate: deps.now().toISOString().slice(0, 10),
    turnTimeLimit: room.turnTimeLimit,
  };
  return createDraft(deps, admin.id, input, { previousDraftId: draftId, invited: room.participantIds }).catch(async (error: unknown) => {
    await releaseUniqueKey(deps.events, NEXT_SEASON_KIND, draftId, claim);
    throw error;
  });
}
