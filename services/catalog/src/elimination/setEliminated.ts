import { castItemKind, type CastItem, type CastItemKind } from '@reality-draft/events';
import { NotFound } from '@reality-draft/kernel';
import type { CatalogDeps } from '../catalogDeps';
import { handleCastCommand } from '../cast/handleCastCommand';
import { ITEM_NOT_FOUND } from '../cast/itemKind';

/** Eliminates or restores a team (the /teams route) or contestant (/contestants); already so, nothing changes. */
export async function setEliminated(deps: CatalogDeps, kind: CastItemKind, id: string, eliminated: boolean, adminId: string): Promise<CastItem> {
  const item = await deps.items.item(id);
  if (!item || castItemKind(item.showType) !== kind) throw new NotFound(ITEM_NOT_FOUND[kind]);
  const command = { type: eliminated ? ('EliminateMember' as const) : ('RestoreMember' as const), memberId: id, by: adminId, now: deps.now().toISOString() };
  const { after } = await handleCastCommand(deps, item.showType, command);
  return after.members.get(id)!;
}
