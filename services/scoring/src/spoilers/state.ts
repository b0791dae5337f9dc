import type { ShowType } from '@reality-draft/events';

/** A player's spoiler guard, folded from its stream: each answered show's "watched through" (null: caught up). */
export type Watched = Partial<Record<ShowType, number | null>>;

export const initialWatched = (): Watched => ({});
