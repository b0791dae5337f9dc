import { AUTO_PICK_GRACE_MS, maxPicks, positionOnTheClock, roundOf, type DraftEvent, type DraftStatus, type ShowType } from '@reality-draft/events';

export interface PickRecord {
  pickNumber: number;
  playerId: string;
  itemId: string;
}

/** One draft, folded from its stream. */
export interface DraftState {
  exists: boolean;
  deleted: boolean;
  draftId: string;
  adminId: string;
  showType: ShowType;
  joinCode: string;
  turnTimeLimit: number;
  status: DraftStatus;
  /** Player ids in joining order; after the start, in draft order. */
  participants: string[];
  picks: PickRecord[];
  /** ms timestamp the current turn's clock counts from (shifted on resume so paused time is not lost). */
  turnStartedAt: number | null;
  /** While paused: ms the turn had left. */
  pausedRemainingMs: number | null;
  /** While the start countdown runs: when the draft starts by itself (ISO). */
  startsAt: string | null;
}

export const initialDraftState = (): DraftState => ({
  exists: false,
  deleted: false,
  draftId: '',
  adminId: '',
  showType: 'amazing_race',
  joinCode: '',
  turnTimeLimit: 60,
  status: 'pending',
  participants: [],
  picks: [],
  turnStartedAt: null,
  pausedRemainingMs: null,
  startsAt: null,
});

const ms = (iso: string) => Date.parse(iso);

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

/** The turn on the clock: pick number, round and who picks, or null when no turn is open. */
export function currentTurn(state: DraftState): { pickNumber: number; round: number; playerId: string } | null {
  if (state.status !== 'active') return null;
  const pickNumber = state.picks.length + 1;
  const position = positionOnTheClock(pickNumber, state.participants.length);
  if (position === null) return null;
  return { pickNumber, round: roundOf(pickNumber, state.participants.length), playerId: state.participants[position - 1] };
}

export const isPaused = (state: DraftState) => state.pausedRemainingMs !== null;

export const draftMaxPicks = (state: DraftState) => maxPicks(state.participants.length);

/** When the timer auto-picks for the turn on the clock (its time plus the grace), or null. */
export function autoPickDueAt(state: DraftState): number | null {
  if (!currentTurn(state) || isPaused(state) || state.turnStartedAt === null) return null;
  return state.turnStartedAt + state.turnTimeLimit * 1000 + AUTO_PICK_GRACE_MS;
}
