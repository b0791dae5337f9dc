import type { ShowType } from './events';

export type CastToolAction = 'seed' | 'force-seed' | 'clear';

/** The admin data tools of docs/drafts.md#data-tools, each `POST /api/admin/{name}`. */
export const CAST_TOOLS = {
  'seed-teams': { showType: 'amazing_race', action: 'seed', summary: 'Load the Amazing Race demo cast (once)' },
  'seed-contestants': { showType: 'big_brother', action: 'seed', summary: 'Load the Big Brother demo cast (once)' },
  'clear-contestants': { showType: 'big_brother', action: 'clear', summary: 'Remove every Big Brother contestant' },
  'force-seed-contestants': { showType: 'big_brother', action: 'force-seed', summary: 'Replace the Big Brother cast with the demo cast' },
  'seed-survivor-contestants': { showType: 'survivor', action: 'seed', summary: 'Load the Survivor demo cast (once)' },
  'cleanup-amazing-race': { showType: 'amazing_race', action: 'clear', summary: 'Remove every Amazing Race team' },
  'cleanup-big-brother': { showType: 'big_brother', action: 'clear', summary: 'Remove every Big Brother contestant' },
} as const satisfies Record<string, { showType: ShowType; action: CastToolAction; summary: string }>;

export type CastToolName = keyof typeof CAST_TOOLS;
