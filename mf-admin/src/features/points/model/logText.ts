// How the points screens word a log row's time and period.
import { PERIODS, POINT_TYPE_LABELS, type ShowType } from '@reality-draft/events';
import { dateTimeFormat } from '@reality-draft/kit';
import type { PointsLogRow } from './types';

/** "Week 3" / "Episode 12". */
export const periodName = (show: ShowType, period: number) => `${PERIODS[show].word === 'week' ? 'Week' : 'Episode'} ${period}`;

/** "Wk 3" / "Ep 12": a table column. */
export const periodShort = (show: ShowType, period: number) => `${PERIODS[show].word === 'week' ? 'Wk' : 'Ep'} ${period}`;

/** "23 Nov, 14:31" in the browser's locale; the ISO text when it is not a date. */
export function loggedAt(at: string, locale?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return dateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** "+3", "-2", "0". */
export const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/**
 * A log row as a sentence: who changed which member's point type, before -> after, in which period,
 * and why: "commish removed Iris Copperkettle's Veto (2) in episode 2: replaced by Georgia Windermoss".
 */
export function logSentence(row: PointsLogRow): string {
  const who = row.byName ?? row.by;
  const whose = `${row.subjectLabel ?? row.subjectId}'s ${row.pointType === 'minigame' ? 'mini-game points' : POINT_TYPE_LABELS[row.pointType]}`;
  const what =
    row.action === 'entered'
      ? `entered ${whose} (${row.after ?? 0})`
      : row.action === 'corrected'
        ? `changed ${whose} ${row.before ?? 0} → ${row.after ?? 0}`
        : `removed ${whose} (${row.before ?? 0})`;
  const when = row.pointType === 'minigame' ? '' : ` in ${PERIODS[row.showType].word} ${row.period}`;
  return `${who} ${what}${when}${row.reason ? `: ${row.reason}` : ''}`;
}
