// What the banner on every page says about one of the player's drafts (issue 28 §1), from the room the
// browser holds and the server-corrected now. One pure rule: the most pressing of
//   auto-pick switched on by the server (two turns timed out) > on the clock > up next >
//   counting down to its start (within the hour) > just started;
// nothing for a draft that is none of these, and nothing for a draft the player is not in.
import { picksUntilTurn, type DraftActivity, type DraftRoom } from '@reality-draft/events';
import { draftLabel } from '@reality-draft/kit/host';

/** A start further off than this is not called out (the dashboard card tells it). */
export const STARTS_WITHIN_S = 60 * 60;
/** For so long after the start, until the player's first pick, a draft that does not yet need them says it has started. */
export const STARTED_FOR_S = 60;

export type CalloutKind = 'autoPickOn' | 'onTheClock' | 'upNext' | 'startsIn' | 'started';

export interface Callout {
  kind: CalloutKind;
  draftId: string;
  /** "Big Brother #349748" */
  label: string;
  /** onTheClock: the turn's pick number. */
  pickNumber: number | null;
  /** onTheClock: seconds left of the turn; startsIn: seconds to the start. */
  secondsLeft: number | null;
  /** onTheClock: the commissioner paused the clock. */
  paused: boolean;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** The last auto-pick switch of this player the room still tells of. */
function lastAutoPickSwitch(activity: readonly DraftActivity[], playerId: string) {
  for (let index = activity.length - 1; index >= 0; index -= 1) {
    const line = activity[index];
    if (line.kind === 'autoPick' && line.playerId === playerId) return line;
  }
  return null;
}

function autoPickByTimeouts(room: DraftRoom, playerId: string): boolean {
  const on = room.draft.autoPickPlayerIds.includes(playerId);
  const last = lastAutoPickSwitch(room.activity, playerId);
  return on && last !== null && last.on && last.reason === 'timeouts';
}

/** Seconds left of the turn on the clock (turnStartTime + turnTimeLimit against `nowMs`). */
export function turnSecondsLeft(draft: DraftRoom['draft'], nowMs: number): number | null {
  if (draft.paused) return draft.pausedSecondsLeft === null ? null : Math.max(0, Math.ceil(draft.pausedSecondsLeft));
  const started = draft.turnStartTime ? Date.parse(draft.turnStartTime) : NaN;
  if (!Number.isFinite(started) || draft.turnTimeLimit <= 0) return null;
  return Math.min(draft.turnTimeLimit, seconds(started + draft.turnTimeLimit * 1000 - nowMs));
}

export function draftCallout(room: DraftRoom, playerId: string | null, nowMs: number): Callout | null {
  const { draft } = room;
  const me = playerId ? room.participants.find((person) => person.id === playerId) : undefined;
  if (!me || !playerId) return null;
  const base = { draftId: draft.id, label: draftLabel(draft), pickNumber: null, secondsLeft: null, paused: false };
  if (draft.status === 'pending') {
    const startsAt = draft.startsAt ? Date.parse(draft.startsAt) : NaN;
    if (!Number.isFinite(startsAt)) return null;
    const left = seconds(startsAt - nowMs);
    return left <= STARTS_WITHIN_S ? { ...base, kind: 'startsIn', secondsLeft: left } : null;
  }
  if (draft.status !== 'active') return null;
  if (autoPickByTimeouts(room, playerId)) return { ...base, kind: 'autoPickOn' };
  if (draft.currentTurn !== null && draft.currentPlayerId === playerId)
    return { ...base, kind: 'onTheClock', pickNumber: draft.currentTurn, secondsLeft: turnSecondsLeft(draft, nowMs), paused: draft.paused };
  if (draft.currentTurn !== null && picksUntilTurn(me.draftPosition, draft.currentTurn, room.participants.length) === 1) return { ...base, kind: 'upNext' };
  const startedAt = draft.startedAt ? Date.parse(draft.startedAt) : NaN;
  if (Number.isFinite(startedAt) && nowMs - startedAt < STARTED_FOR_S * 1000 && me.picksMade === 0) return { ...base, kind: 'started' };
  return null;
}

/** "0:17", "12:05": minutes and seconds, as the banner's clock reads. */
export function clockText(totalSeconds: number): string {
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

/** What the banner says after the draft's label ("Big Brother #349748: you're on the clock - 0:17"). */
export function calloutMessage(callout: Callout): string {
  switch (callout.kind) {
    case 'autoPickOn':
      return AUTO_PICK_ON_TEXT;
    case 'onTheClock':
      if (callout.paused) return "you're on the clock - paused";
      return callout.secondsLeft === null ? "you're on the clock" : `you're on the clock - ${clockText(callout.secondsLeft)}`;
    case 'upNext':
      return "you're up next";
    case 'startsIn':
      return `starts in ${clockText(callout.secondsLeft ?? 0)}`;
    case 'started':
      return 'has started';
  }
}

export const AUTO_PICK_ON_TEXT = 'Auto-pick is on for you: two turns timed out';
