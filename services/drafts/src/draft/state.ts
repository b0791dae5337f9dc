import { AUTO_PICK_GRACE_MS, maxPicks, positionOnTheClock, roundOf, type DraftStatus, type ShowType } from '@reality-draft/events';

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
