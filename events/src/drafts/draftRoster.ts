import type { DraftEvent } from './events';

/**
 * What a service that follows drafts keeps of one's standing (scoring, mini-games): whether it has
 * started or ended, and who plays in it (in draft order once started).
 */
export interface DraftRoster {
  status: 'pending' | 'active' | 'completed';
  participants: string[];
}

/**
 * How a draft event moves a followed draft's roster, the same for every service that keeps a copy
 * (the draft's own state, evolveDraft, moves alike): undoing the last pick of a completed draft makes
 * it active again. Null once the draft is deleted; an event that does not touch the roster leaves it.
 */
export function evolveRoster<Draft extends DraftRoster>(draft: Draft, event: DraftEvent): Draft | null {
  switch (event.type) {
    case 'PlayerJoinedDraft':
      return { ...draft, participants: [...draft.participants, event.data.playerId] };
    case 'DraftStarted':
      return { ...draft, status: 'active', participants: event.data.order };
    case 'PickUndone':
    case 'DraftReset':
      return { ...draft, status: 'active' };
    case 'DraftCompleted':
      return { ...draft, status: 'completed' };
    case 'DraftDeleted':
      return null;
    default:
      return draft;
  }
}

/** The draft events evolveRoster reads: what a follower's projection handles for its roster. */
export const ROSTER_EVENTS = ['PlayerJoinedDraft', 'DraftStarted', 'PickUndone', 'DraftReset', 'DraftCompleted', 'DraftDeleted'] as const;
