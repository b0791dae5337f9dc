import { PERIODS, SHOW_TYPES, spoilerGuardStream, type ShowType, type SpoilerEvent, type SpoilerGuard } from '@reality-draft/events';
import { handleAndSettle, RuleViolation, type Decider } from '@reality-draft/kernel';
import { COLLECTIONS, type SpoilerDocument } from '../readModels/documents';
import type { ScoringDeps } from '../scoringDeps';

type SetSpoilerGuard = { type: 'SetSpoilerGuard'; playerId: string; showType: ShowType; watchedThrough: number | null; now: Date };
type Watched = Partial<Record<ShowType, number | null>>;

/** A player's spoiler guard: setting the same value again changes nothing; a week or episode past the season is refused. */
export const spoilerGuardDecider: Decider<Watched, SetSpoilerGuard, SpoilerEvent> = {
  initialState: () => ({}),
  evolve: (watched, event) => ({ ...watched, [event.data.showType]: event.data.watchedThrough }),
  decide({ playerId, showType, watchedThrough, now }, watched) {
    const { word, max } = PERIODS[showType];
    if (watchedThrough !== null && watchedThrough > max) throw new RuleViolation(`This show has ${word}s 1 to ${max}.`);
    // The first answer is recorded even when it is "caught up" (null): it is what stops the asking.
    if (watched[showType] !== undefined && watched[showType] === watchedThrough) return [];
    return [{ type: 'SpoilerGuardSet', data: { playerId, showType, watchedThrough, setAt: now.toISOString() } }];
  },
};

export async function watchedBy(deps: Pick<ScoringDeps, 'docs'>, playerId: string): Promise<Watched> {
  return (await deps.docs.collection<SpoilerDocument>(COLLECTIONS.spoilers).findOne({ id: playerId }))?.watched ?? {};
}

/** The shows the player has answered for, each with its "watched through" (null: caught up); the others absent. */
export const spoilerGuardView = (watched: Watched): SpoilerGuard =>
  Object.fromEntries(SHOW_TYPES.filter((show) => watched[show] !== undefined).map((show) => [show, watched[show]]));

export async function setSpoilerGuard(deps: ScoringDeps, playerId: string, showType: ShowType, watchedThrough: number | null): Promise<SpoilerGuard> {
  const command: SetSpoilerGuard = { type: 'SetSpoilerGuard', playerId, showType, watchedThrough, now: deps.now() };
  const result = await handleAndSettle(deps, spoilerGuardStream(playerId), spoilerGuardDecider, command, { retries: 3 });
  return spoilerGuardView(result.state);
}
