import {
  autoPickDueAt,
  BOT_PICK_DELAY_MS,
  castItemKind,
  currentTurn,
  evolveDraft,
  initialDraftState,
  isPaused,
  MAX_PARTICIPANTS,
  MIN_PARTICIPANTS,
  maxPicks,
  type DraftEvent,
  type DraftState,
  type PickMade,
} from '@reality-draft/events';
import { Conflict, Forbidden, NotFound, RuleViolation, type Decider } from '@reality-draft/kernel';
import type { CastEntry, DraftCommand } from './commands';
import { shuffled } from './randomness';
import { DRAFT_NOT_FOUND, noLongerLastPick, NOT_A_PARTICIPANT, NOT_OWNER, NOT_YOUR_TURN, TURN_ALREADY_PICKED } from './messages';

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

function create(command: Command<'CreateDraft'>, state: DraftState): DraftEvent[] {
  if (state.exists) throw new Conflict('A draft with this id already exists.');
  const { draftId, adminId, joinCode, showType, draftDate, turnTimeLimit, now } = command;
  return [{ type: 'DraftCreated', data: { draftId, adminId, joinCode, showType, draftDate, turnTimeLimit, createdAt: now.toISOString() } }];
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
  if (state.status !== 'pending') throw new RuleViolation('This draft has already started.');
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
  // The countdown's own start: only while that very countdown still runs (a start or cancel before it won).
  if (command.scheduledFor !== undefined && (state.status !== 'pending' || state.startsAt !== command.scheduledFor)) return [];
  assertStartable(state, command.cast);
  const order = shuffled(state.participants, command.random);
  return [{ type: 'DraftStarted', data: { draftId: state.draftId, order, startedBy: command.adminId, startedAt: command.now.toISOString() } }];
}

function scheduleStart(command: Command<'ScheduleStart'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  assertStartable(state, command.cast);
  // A second click while it counts down keeps the first countdown.
  if (state.startsAt !== null) return [];
  const startsAt = new Date(command.now.getTime() + command.seconds * 1000).toISOString();
  return [{ type: 'DraftStartScheduled', data: { draftId: state.draftId, startsAt, scheduledBy: command.adminId, scheduledAt: command.now.toISOString() } }];
}

function cancelScheduledStart(command: Command<'CancelScheduledStart'>, state: DraftState): DraftEvent[] {
  owned(state, command.adminId);
  if (state.status !== 'pending') throw new RuleViolation('This draft has already started.');
  if (state.startsAt === null) return [];
  return [{ type: 'DraftStartCancelled', data: { draftId: state.draftId, cancelledBy: command.adminId, cancelledAt: command.now.toISOString() } }];
}

function assertPickable(state: DraftState, command: Command<'MakePick'>): NonNullable<ReturnType<typeof currentTurn>> {
  existing(state);
  if (state.status === 'pending') throw new RuleViolation("The draft hasn't started yet.");
  if (state.status === 'completed') throw new RuleViolation('The draft is complete: no picks are left to make.');
  if (isPaused(state)) throw new RuleViolation('The draft is paused. Wait for the commissioner to resume it.');
  const turn = currentTurn(state)!;
  if (command.expectedPickNumber !== undefined && command.expectedPickNumber !== turn.pickNumber) throw new Conflict(TURN_ALREADY_PICKED);
  if (command.source === 'player') {
    if (!state.participants.includes(command.playerId ?? '')) throw new Forbidden(NOT_A_PARTICIPANT);
    if (command.playerId !== turn.playerId) throw new Conflict(NOT_YOUR_TURN);
  }
  assertDue(state, command);
  return turn;
}

/** The timer and bots act only once their moment has come, so a stale timer can never jump the clock. */
function assertDue(state: DraftState, command: Command<'MakePick'>): void {
  const now = command.now.getTime() + CLOCK_TOLERANCE_MS;
  if (command.source === 'timer' && now < autoPickDueAt(state)!) throw new Conflict("This turn's time has not run out.");
  if (command.source === 'bot' && now < state.turnStartedAt! + BOT_PICK_DELAY_MS) throw new Conflict('A bot waits before it picks.');
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
      auto: command.source !== 'player',
      source: command.source,
      fromQueue: chosen.fromQueue,
      pickedAt: now,
    },
  };
  const after = evolveDraft(state, made);
  if (after.picks.length >= maxPicks(after.participants.length)) {
    return [made, { type: 'DraftCompleted', data: { draftId: state.draftId, completedAt: now, reason: 'all_picks_made' } }];
  }
  const anyLeft = command.cast.some((entry) => entry.isActive && entry.id !== chosen.entry.id && !taken.has(entry.id));
  return anyLeft ? [made] : [made, { type: 'DraftCompleted', data: { draftId: state.draftId, completedAt: now, reason: 'no_items_left' } }];
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

export function decideDraft(command: DraftCommand, state: DraftState): DraftEvent[] {
  switch (command.type) {
    case 'CreateDraft':
      return create(command, state);
    case 'JoinDraft':
      return join(command, state);
    case 'StartDraft':
      return start(command, state);
    case 'ScheduleStart':
      return scheduleStart(command, state);
    case 'CancelScheduledStart':
      return cancelScheduledStart(command, state);
    case 'MakePick':
      return pick(command, state);
    case 'ResetDraft':
      return reset(command, state);
    case 'PauseDraft':
      return pause(command, state);
    case 'ResumeDraft':
      return resume(command, state);
    case 'UndoLastPick':
      return undo(command, state);
    case 'DeleteDraft':
      return remove(command, state);
  }
}

export const draftDecider: Decider<DraftState, DraftCommand, DraftEvent> = {
  initialState: initialDraftState,
  evolve: evolveDraft,
  decide: decideDraft,
};
