import type { CastItem, CastSource } from '@reality-draft/events';

/** One show's cast as its stream tells it: which season is loaded, from where, and its members. */
export interface CastState {
  season: number | null;
  source: CastSource | null;
  members: Map<string, CastItem>;
}

export const initialCastState = (): CastState => ({ season: null, source: null, members: new Map() });
