import type { CastItem, EliminateRequest } from '@reality-draft/events';
import { BadRequest, NotFound } from '@reality-draft/kernel';
import type { CatalogDeps } from '../catalogDeps';
import { handleCastCommand } from './handleCastCommand';
import { changedMember, PERIOD_WITHOUT_ELIMINATION, type MemberKind } from './itemKind';

/**
 * Eliminates (in `period` when given) or restores a team (the /teams route) or contestant (/contestants);
 * already so, nothing changes. Restoring clears the period.
 */
export async function setEliminated<Item extends CastItem>(
  deps: CatalogDeps,
  kind: MemberKind<Item>,
  id: string,
  request: EliminateRequest,
  adminId: string,
): Promise<Item> {
  const { eliminated, period } = request;
  if (!eliminated && period !== undefined) throw new BadRequest(PERIOD_WITHOUT_ELIMINATION);
  const item = await deps.items.item(id);
  if (!item || !kind.isOfKind(item)) throw new NotFound(kind.notFound);
  const stamp = { memberId: id, by: adminId, now: deps.now().toISOString() };
  const command = eliminated
    ? { type: 'EliminateMember' as const, ...stamp, ...(period === undefined ? {} : { period }) }
    : { type: 'RestoreMember' as const, ...stamp };
  const { after } = await handleCastCommand(deps, item.showType, command);
  return changedMember(after.members, id, kind);
}
