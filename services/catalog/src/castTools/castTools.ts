import { CAST_TOOLS, type CastToolName, type CastToolResponse, type ShowType } from '@reality-draft/events';
import type { CatalogDeps } from '../catalogDeps';
import { castList, handleCastCommand } from '../cast/handleCastCommand';
import { castMessages } from './castMessages';
import { castToolResponse } from './castToolResponse';

async function seed(deps: CatalogDeps, showType: ShowType, force: boolean, by: string): Promise<CastToolResponse> {
  const { season, members } = deps.demoCasts[showType];
  const command = { type: force ? ('ForceSeedCast' as const) : ('SeedCast' as const), season, members, by, now: deps.now().toISOString() };
  const { events, before, after } = await handleCastCommand(deps, showType, command);
  const cast = castList(after);
  const message = !events.length
    ? castMessages.alreadyLoaded(showType, after.season!, cast.length)
    : force
      ? castMessages.forceSeeded(showType, season, cast.length, before.members.size)
      : castMessages.seeded(showType, season, cast.length);
  return castToolResponse(showType, message, cast.length, cast);
}

/** Clearing answers how many it removed, with the (now empty) cast. */
async function clear(deps: CatalogDeps, showType: ShowType, by: string): Promise<CastToolResponse> {
  const { before } = await handleCastCommand(deps, showType, { type: 'ClearCast', by, now: deps.now().toISOString() });
  const removed = before.members.size;
  return castToolResponse(showType, castMessages.cleared(showType, removed), removed, []);
}

export function runCastTool(deps: CatalogDeps, name: CastToolName, adminId: string): Promise<CastToolResponse> {
  const { showType, action } = CAST_TOOLS[name];
  return action === 'clear' ? clear(deps, showType, adminId) : seed(deps, showType, action === 'force-seed', adminId);
}
