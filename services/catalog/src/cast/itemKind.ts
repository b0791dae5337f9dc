import { PERIODS, type CastItemKind, type ShowType } from '@reality-draft/events';

export const ITEM_NOT_FOUND: Record<CastItemKind, string> = { team: 'Team not found.', contestant: 'Contestant not found.' };

/** An elimination's period past the show's last episode (week). */
export const periodTooLate = (showType: ShowType): string => `period must be at most ${PERIODS[showType].max}.`;

export const PERIOD_WITHOUT_ELIMINATION = 'period goes only with eliminated true.';
