import type { CastToolResponse, ShowType } from '@reality-draft/events';
import type { CatalogDeps } from '../catalogDeps';
import { castList, handleCastCommand } from '../cast/handleCastCommand';
import { castMessages } from './castMessages';
import { castToolResponse } from './castToolResponse';

type Action = 'seed' | 'force-seed' | 'clear';

/** The admin data tools of spec 01 §2, each POST /api/admin/{name}. */
export const CAST_TOOLS = {
  'seed-teams': { showType: 'amazing_race', action: 'seed' },
  'seed-contestants': { showType: 'big_brother', action: 'seed' },
  'clear-contestants': { showType: 'big_brother', action: 'clear' },
  'force-seed-contestants': { showType: 'big_brother', action: 'force-seed' },
  'seed-survivor-contestants': { showType: 'survivor', action: 'seed' },
  'cleanup-amazing-race': { showType: 'amazing_race', action: 'clear' },
  'cleanup-big-brother': { showType: 'big_brother', action: 'clear' },
} as const satisfies Record<string, { showType: ShowType; action: Action }>;

export type CastToolName = keyof typeof CAST_TOOLS;

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
