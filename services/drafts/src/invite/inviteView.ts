import { draftLabel, INVITE_NOT_FOUND, type InviteView } from '@reality-draft/events';
import { NotFound } from '@reality-draft/kernel';
import type { DraftQueries } from '../readModels/draftQueries';
import { roomName } from '../readModels/roomDocument';

/**
 * What a signed-out invite link shows (docs/drafts.md#invite): the draft its code names, with the
 * commissioner's first name only and no participant's name, e-mail or id. The code is looked up in
 * any case, as joining does; a deleted draft's code names nothing.
 */
export async function inviteView(queries: DraftQueries, code: string): Promise<InviteView> {
  const room = await queries.roomByJoinCode(code.toUpperCase());
  if (!room) throw new NotFound(INVITE_NOT_FOUND);
  const commissioner = await queries.person(room.adminId);
  return {
    showType: room.showType,
    draftLabel: draftLabel({ ...room, name: roomName(room) }),
    commissionerName: commissioner?.firstName || null,
    playerCount: room.participantIds.length,
    startsAt: room.status === 'pending' ? (room.startsAt ?? null) : null,
    status: room.status,
  };
}
