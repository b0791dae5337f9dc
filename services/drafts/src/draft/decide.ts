import {
  autoPickDueAt,
  autoPickEarned,
  BOT_PICK_DELAY_MS,
  castItemKind,
  currentTurn,
  evolveDraft,
  initialDraftState,
  isAutoSource,
  isPaused,
  leagueName,
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  maxPicks,
  type AutoPickSet,
  type DraftEvent,
  type DraftStartScheduled,
  type DraftState,
  type PickMade,
} from '@reality-draft/events';
import { AppError, Conflict, decideBy, type Decider, Forbidden, NotFound, RuleViolation } from '@reality-draft/kernel';
import type { CastEntry, DraftCommand } from './commands';
import { shuffled } from './randomness';
import {
  AUTO_PICK_DRAFT_COMPLETE,
  AUTO_PICK_OFF,
  COUNTDOWN_RUNNING,
  DRAFT_ALREADY_STARTED,
  DRAFT_NOT_FOUND,
  NO_ONE_ON_THE_CLOCK,
  noLongerLastPick,
  NOT_A_PARTICIPANT,
  NOT_OWNER,
  NOT_YOUR_TURN,
  START_TIME_PASSED,
  TURN_ALREADY_PICKED,
} from './messages';

type Command<T extends DraftCommand['type']> = Extract<DraftCommand, { type: T }>;

/** A timer may fire a little early (event-loop jitter); it never picks more than this before it is due. */
const CLOCK_TOLERANCE_MS = 50;

function existing(state: DraftState): DraftState {
  if (!state.exists || state.deleted) throw new NotFound(DRAFT_NOT_FOUND);
  return state;
}

function owned(state: DraftState, adminId: string): DraftState {
  if (existing(state).adminId !== adminId) throw new Forbidden(NOT_OWNER);
  return state;
}

/** A start time must lie ahead (docs/drafts.md#scheduled-start). */
function assertAhead(startsAt: string, now: Date): void {
  if (Date.parse(startsAt) <= now.getTime()) throw new RuleViolation(START_TIME_PASSED);
}

const startTime = (draftId: string, startsAt: string, adminId: string, now: Date): DraftStartScheduled => ({
  type: 'DraftStartScheduled',
  data: { draftId, startsAt: new Date(startsAt).toISOString(), scheduledBy: adminId, scheduledAt: now.toISOString(), kind: 'schedule' },
});

function create(command: Command<'CreateDraft'>, state: DraftState): DraftEvent[] {
  if (state.exists) throw new Conflict('A draft with this id already exists.');
  const { draftId, adminId, joinCode, showType, draftDate, turnTimeLimit, now, startsAt, previousDraftId, invited } = command;
  if (startsAt !== undefined) assertAhead(startsAt, now);
  const name = leagueName(command.name);
  const made: DraftEvent = {
    type: 'DraftCreated',
    data: {
      draftId,
      adminId,
      joinCode,
      showType,
      draftDate,
      turnTimeLimit,
      createdAt: now.toISOString(),
      ...(name === null ? {} : { name }),
      ...(previousDraftId && { previousDraftId, invited: invited ?? [] }),
    },
  };
  return startsAt === undefined ? [made] : [made, startTime(draftId, startsAt, adminId, now)];
}

function join(command: Command<'JoinDraft'>, state: DraftState): DraftEvent[] {
  existing(state);
  if (state.participants.includes(command.playerId)) return [];
  if (state.status !== 'pending') throw new RuleViolation('This draft has already started. You can only join drafts that are waiting to start.');
  if (state.participants.length >= MAX_PARTICIPANTS) throw new RuleViolation(`This draft is full (${MAX_PARTICIPANTS} players).`);
  return [{ type: 'PlayerJoinedDraft', data: { draftId: state.draftId, playerId: command.playerId, joinedAt: command.now.toISOString() } }];
}

/** What a start needs: a waiting draft, enough participants, and enough of the cast to pick from. */
function assertStartable(state: DraftState, cast: CastEntry[]): void {
  if (state.status !== 'pending') throw new RuleViolation(DRAFT_ALREADY_STARTED);
  const count = state.participants.length;
  if (count < MIN_PARTICIPANTS) throw new RuleViolation(`At least ${MIN_PARTICIPANTS} participants are needed to start the draft.`);
  const available = cast.filter((entry) => entry.isActive).length;
  if (available < maxPicks(count)) {
    const word = castItemKind(state.showType);
    throw new RuleViolation(
      `${count} participants need ${maxPicks(count)} ${word}s to pick from, but the cast has only ${available} available. Seed or load the cast first.`,
    );
  }
}

function start(command: Command<'StartDraft'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  if (command.scheduledFor !== undefined) return startAsScheduled(command, command.scheduledFor, state);
  assertStartable(state, command.cast);
  return [started(command, state)];
}

function started(command: Command<'StartDraft'>, state: DraftState): DraftEvent {
  const order = shuffled(state.participants, command.random);
  return { type: 'DraftStarted', data: { draftId: state.draftId, order, startedBy: command.adminId, startedAt: command.now.toISOString() } };
}

/**
 * The start a countdown or a start time ends in (the turn clock's, at startsAt): only while that very
 * start still waits (a start or cancel before it won, and a second clock's alarm for it finds it gone).
 * A draft that cannot start then stays waiting and records why (docs/drafts.md#scheduled-start).
 */
function startAsScheduled(command: Command<'StartDraft'>, scheduledFor: string, state: DraftState): DraftEvent[] {
  if (state.status !== 'pending' || state.startsAt !== scheduledFor) return [];
  if (command.now.getTime() + CLOCK_TOLERANCE_MS < Date.parse(scheduledFor)) throw new Conflict('The start time has not come yet.');
  try {
    assertStartable(state, command.cast);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 422) throw error;
    const missedAt = command.now.toISOString();
    return [
      { type: 'DraftStartMissed', data: { draftId: state.draftId, scheduledFor, playerCount: state.participants.length, reason: error.message, missedAt } },
    ];
  }
  return [started(command, state)];
}

function scheduleStart(command: Command<'ScheduleStart'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  assertStartable(state, command.cast);
  const startsAt = new Date(command.now.getTime() + command.seconds * 1000).toISOString();
  // A second click while it counts down keeps the first countdown; of a start time and the countdown, the sooner wins.
  if (state.startKind === 'countdown' || (state.startsAt !== null && state.startsAt <= startsAt)) return [];
  return [
    {
      type: 'DraftStartScheduled',
      data: { draftId: state.draftId, startsAt, scheduledBy: command.adminId, scheduledAt: command.now.toISOString(), kind: 'countdown' },
    },
  ];
}

function cancelScheduledStart(command: Command<'CancelScheduledStart'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  if (state.status !== 'pending') throw new RuleViolation(DRAFT_ALREADY_STARTED);
  if (state.startsAt === null) return [];
  return [{ type: 'DraftStartCancelled', data: { draftId: state.draftId, cancelledBy: command.adminId, cancelledAt: command.now.toISOString() } }];
}

/** The admin's start time: set, moved, or taken away (null). The same time again changes nothing. */
function setStartTime(command: Command<'SetStartTime'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  if (state.status !== 'pending') throw new RuleViolation(DRAFT_ALREADY_STARTED);
  if (command.startsAt === null) return cancelScheduledStart({ type: 'CancelScheduledStart', adminId: command.adminId, now: command.now }, state);
  if (state.startKind === 'countdown') throw new RuleViolation(COUNTDOWN_RUNNING);
  assertAhead(command.startsAt, command.now);
  const event = startTime(state.draftId, command.startsAt, command.adminId, command.now);
  return event.data.startsAt === state.startsAt ? [] : [event];
}

/** A participant's "Auto-pick for me", before or during the draft; the same setting again changes nothing. */
function setAutoPick(command: Command<'SetAutoPick'>, state: DraftState): DraftEvent[] {
  existing(state);
  if (!state.participants.includes(command.playerId)) throw new Forbidden(NOT_A_PARTICIPANT);
  if (state.status === 'completed') throw new RuleViolation(AUTO_PICK_DRAFT_COMPLETE);
  if (state.autoPick.includes(command.playerId) === command.on) return [];
  return [
    { type: 'AutoPickSet', data: { draftId: state.draftId, playerId: command.playerId, on: command.on, reason: 'player', setAt: command.now.toISOString() } },
  ];
}

function assertPickable(state: DraftState, command: Command<'MakePick'>): NonNullable<ReturnType<typeof currentTurn>> {
  existing(state);
  if (command.source === 'commissioner') {
    owned(state, command.adminId ?? '');
    // The commissioner picks for whoever is on the clock: with none, there is no one to pick for.
    if (!currentTurn(state)) throw new Conflict(NO_ONE_ON_THE_CLOCK);
  }
  if (state.status === 'pending') throw new RuleViolation("The draft hasn't started yet.");
  if (state.status === 'completed') throw new RuleViolation('The draft is complete: no picks are left to make.');
  if (isPaused(state)) throw new RuleViolation('The draft is paused. Wait for the commissioner to resume it.');
  const turn = currentTurn(state)!;
  if (command.expectedPickNumber !== undefined && command.expectedPickNumber !== turn.pickNumber) throw new Conflict(TURN_ALREADY_PICKED);
  if (command.source === 'player') {
    if (!state.participants.includes(command.playerId ?? '')) throw new Forbidden(NOT_A_PARTICIPANT);
    if (command.playerId !== turn.playerId) throw new Conflict(NOT_YOUR_TURN);
  }
  assertDue(state, command, turn.playerId);
  return turn;
}

/**
 * The timer and bots act only once their moment has come, so a stale timer can never jump the clock;
 * an auto-pick acts at once, but only for a player whose auto-pick is on.
 */
function assertDue(state: DraftState, command: Command<'MakePick'>, playerId: string): void {
  const now = command.now.getTime() + CLOCK_TOLERANCE_MS;
  if (command.source === 'timer' && now < autoPickDueAt(state)!) throw new Conflict("This turn's time has not run out.");
  if (command.source === 'bot' && now < state.turnStartedAt! + BOT_PICK_DELAY_MS) throw new Conflict('A bot waits before it picks.');
  if (command.source === 'autopick' && !state.autoPick.includes(playerId)) throw new Conflict(AUTO_PICK_OFF);
}

function chooseItem(command: Command<'MakePick'>, taken: Set<string>): { entry: CastEntry; fromQueue: boolean } | null {
  const byId = new Map(command.cast.map((entry) => [entry.id, entry]));
  const available = (entry: CastEntry | undefined): entry is CastEntry => Boolean(entry && entry.isActive && !taken.has(entry.id));
  const queued = command.queue.map((id) => byId.get(id)).find(available);
  if (queued) return { entry: queued, fromQueue: true };
  const best = [...command.cast].sort((a, b) => a.rank - b.rank).find(available);
  return best ? { entry: best, fromQueue: false } : null;
}

function namedItem(state: DraftState, command: Command<'MakePick'>, taken: Set<string>): CastEntry {
  const word = castItemKind(state.showType);
  const entry = command.cast.find((candidate) => candidate.id === command.itemId);
  if (!entry) throw new NotFound(`That ${word} is not part of this show's cast.`);
  if (taken.has(entry.id)) throw new Conflict(`That ${word} has already been picked.`);
  if (!entry.isActive) throw new RuleViolation(`That ${word} has been eliminated and can't be picked.`);
  return entry;
}

function pick(command: Command<'MakePick'>, state: DraftState): DraftEvent[] {
  const turn = assertPickable(state, command);
  const taken = new Set(state.picks.map((p) => p.itemId));
  const now = command.now.toISOString();
  const chosen = command.itemId === null ? chooseItem(command, taken) : { entry: namedItem(state, command, taken), fromQueue: false };
  if (!chosen) return [{ type: 'DraftCompleted', data: { draftId: state.draftId, completedAt: now, reason: 'no_items_left' } }];
  const made: PickMade = {
    type: 'PickMade',
    data: {
      draftId: state.draftId,
      pickNumber: turn.pickNumber,
      round: turn.round,
      playerId: turn.playerId,
      itemId: chosen.entry.id,
      label: chosen.entry.label,
      auto: isAutoSource(command.source),
      source: command.source,
      fromQueue: chosen.fromQueue,
      pickedAt: now,
      ...(command.source === 'commissioner' ? { pickedBy: command.adminId } : {}),
    },
  };
  const after = evolveDraft(state, made);
  if (after.picks.length >= maxPicks(after.participants.length)) {
    return [made, { type: 'DraftCompleted', data: { draftId: state.draftId, completedAt: now, reason: 'all_picks_made' } }];
  }
  const anyLeft = command.cast.some((entry) => entry.isActive && entry.id !== chosen.entry.id && !taken.has(entry.id));
  if (!anyLeft) return [made, { type: 'DraftCompleted', data: { draftId: state.draftId, completedAt: now, reason: 'no_items_left' } }];
  const switchedOn = command.source === 'timer' ? autoPickAfterTimeouts(after, turn.playerId, now) : null;
  return switchedOn ? [made, switchedOn] : [made];
}

/**
 * Turns timed out in a row switch the player's auto-pick on, in the same decision as the timer's pick
 * that made them enough (docs/drafts.md#auto-pick-for-me): one absent player does not stall the league.
 */
function autoPickAfterTimeouts(after: DraftState, playerId: string, setAt: string): AutoPickSet | null {
  if (after.autoPick.includes(playerId) || !autoPickEarned(after.timeouts[playerId] ?? 0)) return null;
  return { type: 'AutoPickSet', data: { draftId: after.draftId, playerId, on: true, reason: 'timeouts', setAt } };
}

function reset(command: Command<'ResetDraft'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  if (state.status === 'pending') throw new RuleViolation('Only an active or completed draft can be cleared and restarted.');
  // Nothing to clear: a second click (or a burst) must not restart the turn clock again.
  if (state.status === 'active' && state.picks.length === 0 && !isPaused(state)) return [];
  return [{ type: 'DraftReset', data: { draftId: state.draftId, resetBy: command.adminId, resetAt: command.now.toISOString() } }];
}

function pause(command: Command<'PauseDraft'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  if (!currentTurn(state)) throw new RuleViolation('Only a live draft can be paused.');
  if (isPaused(state)) return [];
  const remainingMs = Math.max(0, state.turnStartedAt! + state.turnTimeLimit * 1000 - command.now.getTime());
  return [{ type: 'DraftPaused', data: { draftId: state.draftId, pausedBy: command.adminId, pausedAt: command.now.toISOString(), remainingMs } }];
}

function resume(command: Command<'ResumeDraft'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  if (!currentTurn(state)) throw new RuleViolation('Only a live draft can be resumed.');
  if (!isPaused(state)) return [];
  return [{ type: 'DraftResumed', data: { draftId: state.draftId, resumedBy: command.adminId, resumedAt: command.now.toISOString() } }];
}

function undo(command: Command<'UndoLastPick'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  const last = state.picks.at(-1);
  if (state.status === 'pending' || !last) throw new RuleViolation('There is no pick to undo.');
  // The undo names its pick, as a pick names its turn: of a burst of clicks, one takes a pick back.
  if (last.pickNumber !== command.pickNumber) throw new Conflict(noLongerLastPick(command.pickNumber));
  const { pickNumber, itemId, playerId } = last;
  return [
    { type: 'PickUndone', data: { draftId: state.draftId, pickNumber, itemId, playerId, undoneBy: command.adminId, undoneAt: command.now.toISOString() } },
  ];
}

function remove(command: Command<'DeleteDraft'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  return [{ type: 'DraftDeleted', data: { draftId: state.draftId, deletedBy: command.adminId, deletedAt: command.now.toISOString() } }];
}

export const decideDraft = decideBy<DraftCommand, DraftState, DraftEvent>({
  CreateDraft: create,
  JoinDraft: join,
  StartDraft: start,
  ScheduleStart: scheduleStart,
  CancelScheduledStart: cancelScheduledStart,
  SetStartTime: setStartTime,
  SetAutoPick: setAutoPick,
  MakePick: pick,
  ResetDraft: reset,
  PauseDraft: pause,
  ResumeDraft: resume,
  UndoLastPick: undo,
  DeleteDraft: remove,
});

export const draftDecider: Decider<DraftState, DraftCommand, DraftEvent> = {
  initialState: initialDraftState,
  evolve: evolveDraft,
  decide: decideDraft,
};
