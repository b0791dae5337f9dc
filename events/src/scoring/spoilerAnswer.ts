/** The spoiler guard asked first: whether a player has said how far they have watched a show, and the words of the answers. */
import type { ShowType } from '../catalog/events';
import type { ScoredShow, SpoilerGuard } from './api';
import { PERIODS } from './pointTypes';

/** A show the player has answered for (caught up, null, counts as an answer); until then their screens ask before any total. */
export function hasAnsweredSpoilerGuard(guard: SpoilerGuard | undefined, showType: ShowType): boolean {
  return guard?.[showType] !== undefined;
}

/** The weeks or episodes of a show that have results (GET /api/scored-periods), ascending; none: nothing to spoil yet. */
export function scoredPeriodsOf(scored: readonly ScoredShow[] | undefined, showType: ShowType): number[] {
  return scored?.find((show) => show.showType === showType)?.periods ?? [];
}

/** Whether a player's screens ask how far they have watched a show before its totals: not answered yet, and some week or episode of it is scored. */
export function asksHowFarWatched(guard: SpoilerGuard | undefined, showType: ShowType, scored: readonly ScoredShow[] | undefined): boolean {
  return !hasAnsweredSpoilerGuard(guard, showType) && scoredPeriodsOf(scored, showType).length > 0;
}

/** "Watched through episode 4" (Amazing Race: week). */
export function watchedThroughText(showType: ShowType, period: number): string {
  return `Watched through ${PERIODS[showType].word} ${period}`;
}

export const CAUGHT_UP_TEXT = "I'm caught up";
