import { castItemKind, type CastItem, type CastItemKind, type EliminateRequest } from '@reality-draft/events';
import { BadRequest, NotFound } from '@reality-draft/kernel';
import type { CatalogDeps } from '../catalogDeps';
import { handleCastCommand } from './handleCastCommand';
import { ITEM_NOT_FOUND, PERIOD_WITHOUT_ELIMINATION } from './itemKind';

/**
 * Eliminates (in `period` when given) or restores a team (the /teams route) or contestant (/contestants);
 * already so, nothing changes. Restoring clears the period.
 */
export async function setEliminated(deps: CatalogDeps, kind: CastItemKind, id: string, request: EliminateRequest, adminId: string): Promise<CastItem> {
  const { eliminated, period } = request;
  if (!eliminated && period !== undefined) throw new BadRequest(PERIOD_WITHOUT_ELIMINATION);
  const item = await deps.items.item(id);
  if (!item || castItemKind(item.showType) !== kind) throw new NotFound(ITEM_NOT_FOUND[kind]);
  const stamp = { memberId: id, by: adminId, now: deps.now().toISOString() };
  const command = eliminated
    ? { type: 'EliminateMember' as const, ...stamp, ...(period === undefined ? {} : { period }) }
    : { type: 'RestoreMember' as const, ...stamp };
  const { after } = await handleCastCommand(deps, item.showType, command);
  return after.members.get(id)!;
}
