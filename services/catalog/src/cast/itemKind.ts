import type { ShowType } from '@reality-draft/events';

/** Amazing Race casts teams of two; Big Brother and Survivor cast contestants. */
export type ItemKind = 'team' | 'contestant';

export const itemKind = (showType: ShowType): ItemKind => (showType === 'amazing_race' ? 'team' : 'contestant');

export const ITEM_NOT_FOUND: Record<ItemKind, string> = { team: 'Team not found.', contestant: 'Contestant not found.' };
