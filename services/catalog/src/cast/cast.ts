import { applyCastEvent, type CastEvent, type CastItem, type CastSource } from '@reality-draft/events';

/** One show's cast as its stream tells it: which season is loaded, from where, and its members. */
export interface CastState {
  season: number | null;
  source: CastSource | null;
  members: Map<string, CastItem>;
}

export const initialCastState = (): CastState => ({ season: null, source: null, members: new Map() });

export function evolveCast(state: CastState, event: CastEvent): CastState {
  const members = applyCastEvent(state.members, event);
  switch (event.type) {
    case 'CastSeeded':
      return { season: event.data.season, source: event.data.source, members };
    case 'CastCleared':
      return initialCastState();
    default:
      return { ...state, members };
  }
}
