/**
 * One draft folded from its stream: the state the server's decider decides on and a replay shows.
 * evolveDraft is the one fold of a draft's events; the decider (services/drafts), the turn clock and
 * the room's Replay (mf-drafts) all fold with it.
 */
import type { ShowType } from '../catalog/events';
import { AUTO_PICK_GRACE_MS, type DraftStatus, type PickMade, type StartKind } from './events';
import type { PublicDraftEvent } from './history';
import { timeoutsAfterPick } from './timeouts';
import { positionOnTheClock, roundOf } from './turns';

/**
 * A pick as the draft keeps it: the PickMade event's public facts (less the draft id the state already
 * has), and the seconds its turn ran before it (secondsOnClock).
 */
export type PickRecord = Omit<PickMade['data'], 'draftId' | 'fromQueue'> & { secondsOnClock: number | null };

/** The last start time that came without the draft starting (docs/drafts.md#scheduled-start). */
export interface MissedStart {
  scheduledFor: string;
  playerCount: number;
  reason: string;
}

/** One draft, folded from its stream. */
export interface DraftState {
  exists: boolean;
  deleted: boolean;
  draftId: string;
  adminId: string;
  showType: ShowType;
  joinCode: string;
  /** The league's name, or null (draftLabel words the draft then). */
  name: string | null;
  turnTimeLimit: number;
  status: DraftStatus;
  /** Player ids in joining order; after the start, in draft order. */
  participants: string[];
  picks: PickRecord[];
  /** ms timestamp the current turn's clock counts from (shifted on resume so paused time is not lost). */
  turnStartedAt: number | null;
  /** While paused: ms the turn had left. */
  pausedRemainingMs: number | null;
  /** While a start countdown or a scheduled start waits: when the draft starts by itself (ISO). */
  startsAt: string | null;
  /** Which start `startsAt` is: the 10 s countdown or the admin's start time; null with no start waiting. */
  startKind: StartKind | null;
  /** The last start time that came without the draft starting; cleared by a new start time or a start. */
  missedStart: MissedStart | null;
  /** Players whose auto-pick is on, in the order they switched it on. */
  autoPick: string[];
  /** Per player: their turns in a row picked by the timer (docs/drafts.md#auto-pick-for-me). */
  timeouts: Record<string, number>;
}

export const initialDraftState = (): DraftState => ({
  exists: false,
  deleted: false,
  draftId: '',
  adminId: '',
  showType: 'amazing_race',
  joinCode: '',
  name: null,
  turnTimeLimit: 60,
  status: 'pending',
  participants: [],
  picks: [],
  turnStartedAt: null,
  pausedRemainingMs: null,
  startsAt: null,
  startKind: null,
  missedStart: null,
  autoPick: [],
  timeouts: {},
});

const ms = (iso: string) => Date.parse(iso);

/**
 * How long the turn ran before a pick at `pickedAt`, in seconds to a tenth: from the turn's start (which
 * a resume moves on by the paused time), or what a paused turn had used; null when no turn was running.
 */
export function secondsOnClock(state: Pick<DraftState, 'turnTimeLimit' | 'turnStartedAt' | 'pausedRemainingMs'>, pickedAt: string): number | null {
  const usedMs =
    state.pausedRemainingMs !== null
      ? state.turnTimeLimit * 1000 - state.pausedRemainingMs
      : state.turnStartedAt === null
        ? null
        : ms(pickedAt) - state.turnStartedAt;
  return usedMs === null || !Number.isFinite(usedMs) ? null : Math.round(Math.max(0, usedMs) / 100) / 10;
}

/** How each of a draft's events changes its folded state (a recorded event, or the history's public copy of one). */
export function evolveDraft(state: DraftState, event: PublicDraftEvent): DraftState {
  switch (event.type) {
    case 'DraftCreated': {
      const { draftId, adminId, showType, joinCode, turnTimeLimit, name } = event.data;
      return { ...state, exists: true, draftId, adminId, showType, joinCode, turnTimeLimit, name: name ?? null };
    }
    case 'PlayerJoinedDraft':
      return { ...state, participants: [...state.participants, event.data.playerId] };
    case 'DraftStarted':
      return {
        ...state,
        status: 'active',
        participants: event.data.order,
        turnStartedAt: ms(event.data.startedAt),
        startsAt: null,
        startKind: null,
        missedStart: null,
      };
    case 'DraftStartScheduled':
      return { ...state, startsAt: event.data.startsAt, startKind: event.data.kind ?? 'countdown', missedStart: null };
    case 'DraftStartCancelled':
      return { ...state, startsAt: null, startKind: null };
    case 'DraftStartMissed': {
      const { scheduledFor, playerCount, reason } = event.data;
      return { ...state, startsAt: null, startKind: null, missedStart: { scheduledFor, playerCount, reason } };
    }
    case 'AutoPickSet': {
      const { playerId, on } = event.data;
      const others = state.autoPick.filter((id) => id !== playerId);
      return { ...state, autoPick: on ? [...others, playerId] : others, timeouts: { ...state.timeouts, [playerId]: 0 } };
    }
    case 'PickMade': {
      const { pickNumber, round, playerId, itemId, label, auto, source, pickedAt, pickedBy } = event.data;
      const by = pickedBy === undefined ? {} : { pickedBy };
      const record: PickRecord = { pickNumber, round, playerId, itemId, label, auto, source, pickedAt, ...by, secondsOnClock: secondsOnClock(state, pickedAt) };
      const timeouts = { ...state.timeouts, [playerId]: timeoutsAfterPick(state.timeouts[playerId] ?? 0, source) };
      return { ...state, picks: [...state.picks, record], turnStartedAt: ms(pickedAt), timeouts };
    }
    case 'DraftCompleted':
      return { ...state, status: 'completed', turnStartedAt: null, pausedRemainingMs: null };
    case 'DraftReset':
      return { ...state, status: 'active', picks: [], turnStartedAt: ms(event.data.resetAt), pausedRemainingMs: null, timeouts: {} };
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

/** Whether the player on the clock has auto-pick on: their turn is picked as soon as it begins. */
export function onAutoPick(state: DraftState): boolean {
  const turn = currentTurn(state);
  return turn !== null && state.autoPick.includes(turn.playerId);
}

/** When the timer auto-picks for the turn on the clock (its time plus the grace), or null. */
export function autoPickDueAt(state: DraftState): number | null {
  if (!currentTurn(state) || isPaused(state) || state.turnStartedAt === null) return null;
  return state.turnStartedAt + state.turnTimeLimit * 1000 + AUTO_PICK_GRACE_MS;
}
