import { castRank, castStream, SHOW_NAMES, type CastEvent, type CastItem, type ShowType } from '@reality-draft/events';
import { Conflict, handleAndSettle } from '@reality-draft/kernel';
import type { CatalogDeps } from '../catalogDeps';
import type { CastState } from './state';
import { castDecider, type CastCommand } from './decide';

export interface CastChange {
  events: CastEvent[];
  /** The cast the command was decided on, and the cast after it. */
  before: CastState;
  after: CastState;
}

const REPLACES_CAST = new Set<CastCommand['type']>(['ClearCast', 'ForceSeedCast', 'ImportCast']);

/** A cast cannot be cleared or replaced while drafts are picking from it; eliminating stays open. */
async function assertNoLiveDrafts(deps: CatalogDeps, showType: ShowType): Promise<void> {
  const live = await deps.liveDrafts(showType);
  if (live > 0) {
    const drafts = live === 1 ? '1 live draft uses' : `${live} live drafts use`;
    throw new Conflict(`${drafts} the ${SHOW_NAMES[showType]} cast. Finish or delete ${live === 1 ? 'it' : 'them'} before replacing or clearing the cast.`);
  }
}

/**
 * Runs a command on a show's cast stream and replies once the read model shows it. Every cast
 * command is safe to decide again after a lost race, so conflicts are retried.
 */
export async function handleCastCommand(deps: CatalogDeps, showType: ShowType, command: CastCommand): Promise<CastChange> {
  if (REPLACES_CAST.has(command.type)) await assertNoLiveDrafts(deps, showType);
  const decider = castDecider(showType);
  let before: CastState | undefined;
  const remembering = {
    ...decider,
    decide: (c: CastCommand, state: CastState) => {
      before = state;
      return decider.decide(c, state);
    },
  };
  const { events, state } = await handleAndSettle(deps, castStream(showType), remembering, command, { retries: 3 });
  return { events, before: before!, after: state };
}

/** A cast's members in list order: by team or contestant number. */
export const castList = (state: CastState): CastItem[] => [...state.members.values()].sort((a, b) => castRank(a) - castRank(b));
