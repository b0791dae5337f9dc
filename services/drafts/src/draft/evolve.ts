import type { DraftEvent } from '@reality-draft/events';
import type { DraftState } from './state';

const ms = (iso: string) => Date.parse(iso);

/** How each of a draft's events changes its folded state. */
export function evolveDraft(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case 'DraftCreated': {
      const { draftId, adminId, showType, joinCode, turnTimeLimit } = event.data;
      return { ...state, exists: true, draftId, adminId, showType, joinCode, turnTimeLimit };
    }
    case 'PlayerJoinedDraft':
      return { ...state, participants: [...state.participants, event.data.playerId] };
    case 'DraftStarted':
      return { ...state, status: 'active', participants: event.data.order, turnStartedAt: ms(event.data.startedAt), startsAt: null };
    case 'DraftStartScheduled':
      return { ...state, startsAt: event.data.startsAt };
    case 'DraftStartCancelled':
      return { ...state, startsAt: null };
    case 'PickMade': {
      const { pickNumber, playerId, itemId, pickedAt } = event.data;
      return { ...state, picks: [...state.picks, { pickNumber, playerId, itemId }], turnStartedAt: ms(pickedAt) };
    }
    case 'DraftCompleted':
      return { ...state, status: 'completed', turnStartedAt: null, pausedRemainingMs: null };
    case 'DraftReset':
      return { ...state, status: 'active', picks: [], turnStartedAt: ms(event.data.resetAt), pausedRemainingMs: null };
    case 'DraftPaused':
      return { ...state, pausedRemainingMs: event.data.remainingMs };
    case 'DraftResumed': {
      const elapsed = state.turnTimeLimit * 1000 - (state.pausedRemainingMs ?? 0);
      return { ...state, pausedRemainingMs: null, turnStartedAt: ms(event.data.resumedAt) - elapsed };
    }
    case 'PickUndone':
      return {
        ...state,
        status: 'active',
        picks: state.picks.filter((pick) => pick.pickNumber !== event.data.pickNumber),
        turnStartedAt: ms(event.data.undoneAt),
        pausedRemainingMs: state.pausedRemainingMs === null ? null : state.turnTimeLimit * 1000,
      };
    case 'DraftDeleted':
      return { ...state, deleted: true };
  }
}
