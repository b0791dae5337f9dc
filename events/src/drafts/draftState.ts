/**
 * One draft folded from its stream: the state the server's decider decides on and a replay shows.
 * evolveDraft is the one fold of a draft's events; the decider (services/drafts), the turn clock and
 * the room's Replay (mf-drafts) all fold with it.
 */
import type { ShowType } from '../catalog/events';
import { AUTO_PICK_GRACE_MS, type DraftStatus, type PickMade } from './events';
import type { PublicDraftEvent } from './history';
import { positionOnTheClock, roundOf } from './turns';

/** A pick as the draft keeps it: the PickMade event's facts, less what only the log needs. */
export type PickRecord = Omit<PickMade['data'], 'draftId' | 'fromQueue' | 'pickedAt'>;

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

/** How each of a draft's events changes its folded state (a recorded event, or the history's public copy of one). */
export function evolveDraft(state: DraftState, event: PublicDraftEvent): DraftState {
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
      const { pickNumber, round, playerId, itemId, label, auto, source, pickedAt } = event.data;
      return { ...state, picks: [...state.picks, { pickNumber, round, playerId, itemId, label, auto, source }], turnStartedAt: ms(pickedAt) };
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

/** A draft's events folded from the start. */
export const foldDraft = (events: readonly PublicDraftEvent[]): DraftState => events.reduce(evolveDraft, initialDraftState());

/** The turn on the clock: pick number, round and who picks, or null when no turn is open. */
export function currentTurn(state: DraftState): { pickNumber: number; round: number; playerId: string } | null {
  if (state.status !== 'active') return null;
  const pickNumber = state.picks.length + 1;
  const position = positionOnTheClock(pickNumber, state.participants.length);
  if (position === null) return null;
  return { pickNumber, round: roundOf(pickNumber, state.participants.length), playerId: state.participants[position - 1] };
}

export const isPaused = (state: DraftState) => state.pausedRemainingMs !== null;

/** When the timer auto-picks for the turn on the clock (its time plus the grace), or null. */
export function autoPickDueAt(state: DraftState): number | null {
  if (!currentTurn(state) || isPaused(state) || state.turnStartedAt === null) return null;
  return state.turnStartedAt + state.turnTimeLimit * 1000 + AUTO_PICK_GRACE_MS;
}
