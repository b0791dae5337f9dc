/** The spoiler guard asked first: whether a player has said how far they have watched a show, and the words of the answers. */
import type { ShowType } from '../catalog/events';
import type { SpoilerGuard } from './api';
import { PERIODS } from './pointTypes';

/** A show the player has answered for (caught up, null, counts as an answer); until then their screens ask before any total. */
export function hasAnsweredSpoilerGuard(guard: SpoilerGuard | undefined, showType: ShowType): boolean {
  return guard?.[showType] !== undefined;
}

/** "Watched through episode 4" (Amazing Race: week). */
export function watchedThroughText(showType: ShowType, period: number): string {
  return `Watched through ${PERIODS[showType].word} ${period}`;
}

export const CAUGHT_UP_TEXT = "I'm caught up";
