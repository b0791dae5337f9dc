// The turn countdown (docs/drafts.md#turn-clock): seconds left of the turn on the clock, from
// turnStartTime + turnTimeLimit against the server-corrected now.
import type { DraftDetail } from '@reality-draft/events';

/** The limit assumed for display when the draft has none (docs/drafts.md#turn-clock). */
export const DISPLAY_TIME_LIMIT_S = 90;
/** What the countdown shows before any data has arrived (docs/drafts.md#turn-clock). */
export const INITIAL_COUNTDOWN_S = 5;

export interface TurnClock {
  secondsLeft: number;
  limit: number;
  /** 0..1, the part of the turn's time left (the progress bar). */
  fraction: number;
  /** A turn is open and its time is running. */
  running: boolean;
  paused: boolean;
}

type ClockFields = Pick<DraftDetail, 'status' | 'turnTimeLimit' | 'turnStartTime' | 'currentTurn' | 'paused' | 'pausedSecondsLeft'>;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function turnClock(draft: ClockFields | undefined, nowMs: number): TurnClock {
  if (!draft) return { secondsLeft: INITIAL_COUNTDOWN_S, limit: DISPLAY_TIME_LIMIT_S, fraction: 1, running: false, paused: false };
  const limit = draft.turnTimeLimit > 0 ? draft.turnTimeLimit : DISPLAY_TIME_LIMIT_S;
  const idle = { secondsLeft: limit, limit, fraction: 1, running: false, paused: false };
  if (draft.status !== 'active' || draft.currentTurn === null) return idle;
  if (draft.paused) {
    const secondsLeft = clamp(Math.ceil(draft.pausedSecondsLeft ?? limit), 0, limit);
    return { secondsLeft, limit, fraction: secondsLeft / limit, running: false, paused: true };
  }
  const started = draft.turnStartTime ? Date.parse(draft.turnStartTime) : NaN;
  if (!Number.isFinite(started)) return { ...idle, running: true };
  const secondsLeft = clamp(Math.ceil((started + limit * 1000 - nowMs) / 1000), 0, limit);
  return { secondsLeft, limit, fraction: secondsLeft / limit, running: true, paused: false };
}

/** "1:05", or "42s" under a minute (docs/drafts.md#turn-clock). */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
