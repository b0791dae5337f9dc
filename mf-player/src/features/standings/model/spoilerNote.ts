// The spoiler guard's words: what a page counts while a player's "watched through" is set, and the
// choices of the control. The server applies the guard to every answer; the page says so plainly.
import { PERIODS, type ShowType } from '@reality-draft/events';

export const periodWord = (showType: ShowType): 'week' | 'episode' => PERIODS[showType].word;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Counting episodes 1-4 — your spoiler guard", or null when the guard is off (everything counts). */
export function spoilerNote(showType: ShowType, watchedThrough: number | null | undefined): string | null {
  if (watchedThrough === null || watchedThrough === undefined) return null;
  const word = periodWord(showType);
  if (watchedThrough <= 0) return `Counting no ${word}s yet — your spoiler guard`;
  if (watchedThrough === 1) return `Counting ${word} 1 only — your spoiler guard`;
  return `Counting ${word}s 1-${watchedThrough} — your spoiler guard`;
}

/** The line under the note: what stays hidden and how to see it. */
export function spoilerHint(showType: ShowType, watchedThrough: number): string {
  const word = periodWord(showType);
  const hidden = watchedThrough <= 0 ? `Every ${word}'s results are hidden` : `Results after ${word} ${watchedThrough} are hidden`;
  return `${hidden} from your leaderboards, charts and breakdowns until you move it.`;
}

/** The value the select holds: '' is "everything", else the number. */
export const EVERYTHING = '';

/**
 * Everything, nothing yet, and the weeks or episodes with results (`scored`, GET /api/scored-periods):
 * the later ones have nothing to hide yet. The guard's own value stays a choice while it is set.
 */
export function watchedOptions(showType: ShowType, scored: readonly number[], current: number | null): { value: string; label: string }[] {
  const { word } = PERIODS[showType];
  const periods = [...new Set([...scored, ...(current !== null && current > 0 ? [current] : [])])].sort((a, b) => a - b);
  return [
    { value: EVERYTHING, label: 'Everything (no spoiler guard)' },
    { value: '0', label: `Nothing yet (hide every ${word})` },
    ...periods.map((period) => ({ value: String(period), label: `${capitalized(word)} ${period}` })),
  ];
}

export function parseWatched(value: string): number | null {
  return value === EVERYTHING ? null : Number(value);
}
