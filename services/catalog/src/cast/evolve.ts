import { applyCastEvent, type CastEvent } from '@reality-draft/events';
import { initialCastState, type CastState } from './state';

/** How each of a cast's events changes its folded state. */
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
