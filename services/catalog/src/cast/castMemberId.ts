import type { ShowType } from '@reality-draft/events';

const SHOW_PREFIX: Record<ShowType, string> = { amazing_race: 'ar', big_brother: 'bb', survivor: 'sv' };

/**
 * Ids follow from show, season and number (ar38-t01, bb27-c01, sv49-c01), so loading the same cast
 * again, demo or imported, gives every member the id it had before.
 */
export function castMemberId(showType: ShowType, season: number, number: number): string {
  const kind = showType === 'amazing_race' ? 't' : 'c';
  return `${SHOW_PREFIX[showType]}${season}-${kind}${String(number).padStart(2, '0')}`;
}
