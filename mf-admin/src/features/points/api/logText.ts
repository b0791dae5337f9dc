// How the points screens word a log row's time and period.
import { PERIODS, type ShowType } from '@reality-draft/events';

/** "Week 3" / "Episode 12". */
export const periodName = (show: ShowType, period: number) => `${PERIODS[show].word === 'week' ? 'Week' : 'Episode'} ${period}`;

/** "Wk 3" / "Ep 12": a table column. */
export const periodShort = (show: ShowType, period: number) => `${PERIODS[show].word === 'week' ? 'Wk' : 'Ep'} ${period}`;

/** "23 Nov, 14:31" in the browser's locale; the ISO text when it is not a date. */
export function loggedAt(at: string, locale?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return date.toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** "+3", "-2", "0". */
export const signed = (points: number) => (points > 0 ? `+${points}` : String(points));
