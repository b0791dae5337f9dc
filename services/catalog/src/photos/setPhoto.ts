import { PHOTO_MESSAGES, PHOTO_PATH, type CastItem, type ShowType } from '@reality-draft/events';
import { BadRequest, NotFound, RuleViolation } from '@reality-draft/kernel';
import type { CatalogDeps } from '../catalogDeps';
import { handleCastCommand } from '../cast/handleCastCommand';
import { changedMember, type MemberKind } from '../cast/itemKind';
import { photoIdOf } from './photoUrls';

export interface PhotoChange {
  showType: ShowType;
  memberId: string;
  /** The request's photoUrl: an upload URL or a photo path (absolute ones on PUBLIC_URL), or null. */
  photoUrl: string | null;
  adminId: string;
}

/**
 * PUT /api/{teams|contestants|survivor-contestants}/{id}/photo: sets a member of that route's show to
 * a photo kept here, or removes it with null. Another address is refused (400), as is one where no
 * photo was kept (422); the member's own photo again changes nothing.
 */
export async function setPhoto<Item extends CastItem>(
  deps: CatalogDeps,
  kind: MemberKind<Item>,
  { showType, memberId, photoUrl, adminId }: PhotoChange,
): Promise<Item> {
  const photoId = photoUrl === null ? null : photoIdOf(photoUrl, deps.publicOrigin);
  if (photoUrl !== null && !photoId) throw new BadRequest(PHOTO_MESSAGES.notOurs);
  const item = await deps.items.item(memberId);
  if (!item || item.showType !== showType || !kind.isOfKind(item)) throw new NotFound(kind.notFound);
  if (photoId && !(await deps.objects.hasPhoto(photoId))) throw new RuleViolation(PHOTO_MESSAGES.notUploaded);
  const command = { type: 'SetMemberPhoto' as const, memberId, photoUrl: photoId && `${PHOTO_PATH}${photoId}`, by: adminId, now: deps.now().toISOString() };
  const { after } = await handleCastCommand(deps, showType, command);
  return changedMember(after.members, memberId, kind);
}
