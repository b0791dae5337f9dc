// The Replay's timeline (issue 23, item 1): one moment per event of the draft's history, each with
// the draft as it stood then, folded by the server's own evolve (evolveDraft, events/src/drafts), and
// what the moment says aloud ("Pick 5 of 9: Ann took Team 3").
import {
  activityLineOf,
  currentTurn,
  type DraftActivity,
  evolveDraft,
  initialDraftState,
  maxPicks,
  type DraftHistoryEvent,
  type DraftState,
  participantRecord,
  type Participant,
  type Pick,
} from '@reality-draft/events';
import { missedStartText, startTimeText } from '@reality-draft/kit';
import { participantById, participantFirstName } from './participants';

export interface ReplayMoment {
  /** The event's stream version: the share link's `?at=`. */
  version: number;
  event: DraftHistoryEvent;
  /** The draft right after this event. */
  state: DraftState;
}

/** Where a replay stands: its moments and the one shown (what the rest of a finished room follows). */
export interface ReplayPosition {
  moments: readonly ReplayMoment[];
  index: number;
}

/** Every moment of a history, in version order, each state folded from the one before. */
export function replayMoments(events: readonly DraftHistoryEvent[]): ReplayMoment[] {
  let state = initialDraftState();
  return events.map((event) => {
    state = evolveDraft(state, event);
    return { version: event.version, event, state };
  });
}

function lastIndexWhere<T>(list: readonly T[], test: (item: T, index: number) => boolean): number {
  for (let index = list.length - 1; index >= 0; index -= 1) if (test(list[index], index)) return index;
  return -1;
}

/** The moment a share link names: the last one at or before `version`; the last moment when none is named. */
export function momentIndexAt(moments: readonly ReplayMoment[], version: number | null): number {
  if (moments.length === 0) return -1;
  if (version === null) return moments.length - 1;
  return Math.max(
    0,
    lastIndexWhere(moments, (moment) => moment.version <= version),
  );
}

/** `?at=` as a stream version, or null when missing or not a whole number from 1. */
export function parseAt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const version = Number(value);
  return version >= 1 ? version : null;
}

/** What a moment says: the slider's spoken value and the caption under it. */
export function momentText(moment: ReplayMoment, participants: readonly Participant[]): string {
  const name = (playerId: string) => participantFirstName(participantById(participants, playerId));
  const { event, state } = moment;
  const total = maxPicks(state.participants.length);
  switch (event.type) {
    case 'PickMade': {
      const { pickNumber, playerId, label, auto, source } = event.data;
      if (source === 'commissioner') return `Pick ${pickNumber} of ${total}: Commish picked ${label} for ${name(playerId)}`;
      const how = !auto ? '' : source === 'bot' ? ' (demo bot)' : ' (auto-pick)';
      return `Pick ${pickNumber} of ${total}: ${name(playerId)} took ${label}${how}`;
    }
    case 'DraftCreated':
      return 'Draft created';
    case 'PlayerJoinedDraft':
      return `${name(event.data.playerId)} joined`;
    case 'DraftStartScheduled':
      return event.data.kind === 'schedule' ? `Start time set: ${startTimeText(event.data.startsAt)}` : 'Start countdown began';
    case 'DraftStartCancelled':
      return 'Start countdown stopped';
    case 'DraftStartMissed':
      return missedStartText(event.data);
    case 'AutoPickSet':
      return event.data.reason === 'timeouts'
        ? `Auto-pick is on for ${name(event.data.playerId)}: two turns timed out`
        : `${name(event.data.playerId)} switched auto-pick ${event.data.on ? 'on' : 'off'}`;
    case 'DraftStarted':
      return `Draft started: ${name(event.data.order[0] ?? '')} picks first`;
    case 'DraftPaused':
      return `Paused on pick ${state.picks.length + 1} of ${total}`;
    case 'DraftResumed':
      return `Resumed on pick ${state.picks.length + 1} of ${total}`;
    case 'PickUndone':
      return `Pick ${event.data.pickNumber} undone: ${name(event.data.playerId)} is back on the clock`;
    case 'DraftReset':
      return 'Picks cleared: the draft restarts at pick 1';
    case 'DraftCompleted':
      return `Draft complete: ${state.picks.length} of ${total} picks`;
    case 'DraftDeleted':
      return 'Draft deleted';
  }
}

/** The participants as they stood: joining order before the start, draft order after, with their picks so far and who was on auto-pick. */
export function momentParticipants(state: DraftState, participants: readonly Participant[]): Participant[] {
  return state.participants.map((playerId, index) => {
    const known = participantById(participants, playerId);
    const name = { firstName: known?.firstName ?? null, lastName: known?.lastName ?? null, email: null };
    const picksMade = state.picks.filter((pick) => pick.playerId === playerId).length;
    return participantRecord(state.draftId, playerId, index, name, picksMade, state.autoPick.includes(playerId));
  });
}

/** The picks standing at a moment, as the board and the recap read picks (named by the label they were picked under). */
export function momentPicks(state: DraftState): Pick[] {
  return state.picks.map((record) => {
    const { pickNumber, round, playerId, itemId, label, auto, source, pickedAt, secondsOnClock } = record;
    const item = state.showType === 'amazing_race' ? { teamId: itemId } : { contestantId: itemId };
    return {
      id: `${state.draftId}-${pickNumber}`,
      draftId: state.draftId,
      pickNumber,
      round,
      playerId,
      userId: playerId,
      assignedToPlayerId: playerId,
      assignedToUserId: playerId,
      isAutoPick: auto,
      source,
      pickedAt,
      secondsOnClock,
      label,
      ...item,
    };
  });
}

const castLine = (line: DraftActivity) => line.kind === 'eliminated' || line.kind === 'restored';

/**
 * The room's ticker as it stood at moment `index`: the line each event up to it added, worded from
 * the draft just before that event as the room's projection words it (activityLineOf), with the
 * room's lines from outside the draft's stream (a cast member eliminated or restored) up to the
 * moment's time. Every line of the draft, not only the room's latest.
 */
export function momentActivity(moments: readonly ReplayMoment[], index: number, roomActivity: readonly DraftActivity[]): DraftActivity[] {
  const moment = moments[index];
  if (!moment) return [];
  const own = moments.slice(0, index + 1).flatMap((shown, at) => activityLineOf(at === 0 ? initialDraftState() : moments[at - 1].state, shown.event) ?? []);
  const until = Date.parse(moment.event.at);
  const cast = roomActivity.filter((line) => castLine(line) && Date.parse(line.at) <= until);
  // Stable: lines of the same time keep the draft's order.
  return [...own, ...cast].sort((a, b) => Date.parse(a.at) - Date.parse(b.at)).map((line, at) => ({ ...line, seq: at + 1 }));
}

/** Who is on the clock at a moment (null before the start, while none, and once complete). */
export const onTheClock = (state: DraftState): string | null => currentTurn(state)?.playerId ?? null;

export const REPLAY_SPEEDS = [1, 4, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** At 1x the draft's own pace between two moments, a wait shortened to 3 s and a burst spread to 0.25 s; faster speeds divide it. */
export function stepDelayMs(from: ReplayMoment, to: ReplayMoment, speed: ReplaySpeed): number {
  const gap = Date.parse(to.event.at) - Date.parse(from.event.at);
  const paced = Math.min(3000, Math.max(250, Number.isFinite(gap) ? gap : 1000));
  return Math.round(paced / speed);
}

/** The slider's keys: arrows step one moment, Page keys jump to the previous or next pick, Home and End the ends. */
export function sliderTarget(key: string, index: number, moments: readonly ReplayMoment[]): number | null {
  const last = moments.length - 1;
  const isPick = (moment: ReplayMoment) => moment.event.type === 'PickMade';
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageUp': {
      const next = moments.findIndex((moment, at) => at > index && isPick(moment));
      return next === -1 ? last : next;
    }
    case 'PageDown':
      return Math.max(
        0,
        lastIndexWhere(moments, (moment, at) => at < index && isPick(moment)),
      );
    default:
      return null;
  }
}
