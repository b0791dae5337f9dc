// The admin data tools (docs/drafts.md#data-tools): what each does, which show it touches, whether it asks
// first, and its toasts.
import { errorMessage, type CastTool, type ToastInput } from '@reality-draft/kit';
import { DEMO_CAST_SIZES, SHOW_NAMES, SHOW_SEASONS, SURVIVOR_TRIBES, type CastToolResponse, type ShowType } from '@reality-draft/events';

export type ToolKind = 'seed' | 'clear' | 'cleanup';

export interface CastToolSpec {
  tool: CastTool;
  label: string;
  showType: ShowType;
  kind: ToolKind;
  /** What the tool does, in a line under its button. */
  does: string;
  /** Destructive tools ask this first. */
  confirm?: string;
}

const demo = (showType: ShowType, members: string) => `the ${DEMO_CAST_SIZES[showType]} demo ${members} of season ${SHOW_SEASONS[showType]}`;
/** Clearing a cast leaves the points already given (and the drafts' picks) as they are. */
const POINTS_STAY = 'points already given stay';

export const CAST_TOOLS: readonly CastToolSpec[] = [
  {
    tool: 'seed-teams',
    label: 'Seed Teams',
    showType: 'amazing_race',
    kind: 'seed',
    does: `Adds ${demo('amazing_race', 'teams')}, if no teams are loaded.`,
  },
  {
    tool: 'cleanup-amazing-race',
    label: 'Clean Up Amazing Race',
    showType: 'amazing_race',
    kind: 'cleanup',
    does: `Removes every Amazing Race team; ${POINTS_STAY}.`,
    confirm: 'This clears the Amazing Race teams. Seed them again or load a cast from a file afterwards.',
  },
  {
    tool: 'seed-contestants',
    label: 'Seed Contestants',
    showType: 'big_brother',
    kind: 'seed',
    does: `Adds ${demo('big_brother', 'house guests')}, if no contestants are loaded.`,
  },
  {
    tool: 'force-seed-contestants',
    label: 'Force Seed Contestants',
    showType: 'big_brother',
    kind: 'seed',
    does: `Replaces the Big Brother cast, whatever is loaded, with ${demo('big_brother', 'house guests')}.`,
    confirm: 'This replaces the current Big Brother contestants with the demo cast, even when contestants are already loaded.',
  },
  {
    tool: 'clear-contestants',
    label: 'Clear Contestants',
    showType: 'big_brother',
    kind: 'clear',
    does: `Removes every Big Brother contestant; ${POINTS_STAY}.`,
    confirm: 'This removes every Big Brother contestant. Seed them again or load a cast from a file afterwards.',
  },
  {
    tool: 'cleanup-big-brother',
    label: 'Clean Up Big Brother',
    showType: 'big_brother',
    kind: 'cleanup',
    does: `Removes every Big Brother contestant (as Clear Contestants does); ${POINTS_STAY}.`,
    confirm: 'This clears the Big Brother contestants. Seed them again or load a cast from a file afterwards.',
  },
  {
    tool: 'seed-survivor-contestants',
    label: 'Seed Survivor Contestants',
    showType: 'survivor',
    kind: 'seed',
    does: `Adds ${demo('survivor', 'castaways')} (tribes ${SURVIVOR_TRIBES.join(', ')}), if none are loaded.`,
  },
];

export function toolsForShow(showType: ShowType): CastToolSpec[] {
  return CAST_TOOLS.filter((spec) => spec.showType === showType);
}

export const SEED_FAILURE = 'Failed to seed data. Make sure you have admin privileges.';

export function toolFailureToast(spec: CastToolSpec, error: unknown): ToastInput {
  switch (spec.kind) {
    case 'clear':
      return { title: 'Error', description: 'Failed to clear contestants.', variant: 'destructive' };
    case 'cleanup':
      return { title: 'Cleanup Failed', description: errorMessage(error, `Failed to clean up ${SHOW_NAMES[spec.showType]} data.`), variant: 'destructive' };
    default:
      return { title: 'Error', description: errorMessage(error, SEED_FAILURE), variant: 'destructive' };
  }
}

const SUCCESS_TITLES: Record<ToolKind, string> = { seed: 'Data Seeded', clear: 'Contestants Cleared', cleanup: 'Cleanup Complete' };

export function toolSuccessToast(spec: CastToolSpec, response: CastToolResponse): ToastInput {
  return { title: SUCCESS_TITLES[spec.kind], description: response.message || `${spec.label}: done (${response.count}).` };
}
