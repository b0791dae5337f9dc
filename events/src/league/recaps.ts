/** A recap after every episode (docs/league.md#recaps): the texts the service writes and the screens show, written once. */
import type { ShowType } from '../catalog/events';
import { capitalized, periodName } from './predictions';

/**
 * The admin saved a week's or episode's results (the points dialog, or an entry entered, corrected or
 * removed): each league of the show has a recap of it from then on; `correction` when what was saved
 * before changed. Names no one.
 */
export type PeriodResultsSaved = {
  type: 'PeriodResultsSaved';
  data: { showType: ShowType; period: number; correction: boolean; by: string; at: string };
};

export const periodResultsStream = (showType: ShowType, period: number) => `results-${showType}-${period}`;

export const RECAP_TEXTS = {
  title: (showType: ShowType, period: number) => `${capitalized(periodName(showType, period))} recap`,
  pushTitle: (showType: ShowType, period: number, correction: boolean) =>
    `${capitalized(periodName(showType, period))} recap ${correction ? 'has been updated' : 'is in'}`,
  guarded: (showType: ShowType, period: number, watchedThrough: number) =>
    `${capitalized(periodName(showType, period))} recap - you're at ${watchedThrough ? periodName(showType, watchedThrough) : 'the start'}: reveal?`,
  none: 'No recaps yet: one arrives when an episode is scored.',
  /** How the last line, naming the top three, begins (a screen listing them itself leaves that line out). */
  topThree: 'Top three: ',
} as const;
