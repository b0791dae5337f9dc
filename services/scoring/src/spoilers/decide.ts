import { PERIODS, type SpoilerEvent } from '@reality-draft/events';
import { RuleViolation, type Decider } from '@reality-draft/kernel';
import type { SetSpoilerGuard } from './commands';
import { evolveWatched } from './evolve';
import { initialWatched, type Watched } from './state';

/** A player's spoiler guard: setting the same value again changes nothing; a week or episode past the season is refused. */
export const spoilerGuardDecider: Decider<Watched, SetSpoilerGuard, SpoilerEvent> = {
  initialState: initialWatched,
  evolve: evolveWatched,
  decide({ playerId, showType, watchedThrough, now }, watched) {
    const { word, max } = PERIODS[showType];
    if (watchedThrough !== null && watchedThrough > max) throw new RuleViolation(`This show has ${word}s 1 to ${max}.`);
    // The first answer is recorded even when it is "caught up" (null): it is what stops the asking.
    if (watched[showType] !== undefined && watched[showType] === watchedThrough) return [];
    return [{ type: 'SpoilerGuardSet', data: { playerId, showType, watchedThrough, setAt: now.toISOString() } }];
  },
};
