import type { ShowType } from '@reality-draft/events';

export type SetSpoilerGuard = { type: 'SetSpoilerGuard'; playerId: string; showType: ShowType; watchedThrough: number | null; now: Date };
