import { randomUUID } from 'node:crypto';
import {
  MAX_PARTICIPANTS,
  noCastToDraft,
  START_COUNTDOWN_SECONDS,
  type CreateDraftInput,
  type DraftRoom,
  type DraftState,
  type DraftSummary,
  type JoinDraftResponse,
  type ShowType,
} from '@reality-draft/events';
import { BadRequest, claimUniqueKey, Conflict, NotFound, releaseUniqueKey, RuleViolation, settleToHead, type Principal } from '@reality-draft/kernel';
import type { DraftCommand } from './commands';
import { newJoinCode } from './randomness';
import type { DraftsDeps } from '../draftsDeps';
import { castEntries, handleDraftCommand } from './handleDraftCommand';
import { draftSummary } from '../readModels/draftViews';
import { ownedRoom, roomAsOf, roomView } from '../readModels/roomAccess';

const JOIN_CODE_KIND = 'join-code';
const CODE_ATTEMPTS = 8;

async function claimJoinCode(deps: DraftsDeps, draftId: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const code = newJoinCode(deps.random);
    try {
      await claimUniqueKey(deps.events, JOIN_CODE_KIND, code, draftId, { takenMessage: 'No free join code was found. Please try again.' });
      return code;
    } catch (error) {
      if (!(error instanceof Conflict) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** The schema checks the form (YYYY-MM-DD, optionally with a time); this checks the day exists. */
function assertCalendarDate(draftDate: string): void {
  const day = draftDate.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) throw new BadRequest(`draftDate ${day} is not a real date.`);
}

/** The schema checks the form (ISO 8601 with an offset); this checks the moment exists (no 30 February, no 25:00). */
function assertInstant(startsAt: string | null | undefined): void {
  if (startsAt === null || startsAt === undefined) return;
  const day = startsAt.slice(0, 10);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const real = !Number.isNaN(Date.parse(startsAt)) && !Number.isNaN(midnight) && new Date(midnight).toISOString().slice(0, 10) === day;
  if (!real || Number(startsAt.slice(11, 13)) > 23) throw new BadRequest(`startsAt ${startsAt} is not a real time.`);
}

/**
 * A draft needs a cast to pick from (players would otherwise see it as Available with nothing in it).
 * Drafts' copy of the cast may trail a cast loaded a moment ago, so it catches up before refusing.
 */
async function assertCastLoaded(deps: DraftsDeps, showType: ShowType): Promise<void> {
  if ((await deps.queries.cast(showType)).size > 0) return;
  await settleToHead(deps);
  if ((await deps.queries.cast(showType)).size === 0) throw new RuleViolation(noCastToDraft(showType));
}

/** `season`: the league's season before and its players, invited (docs/league.md#seasons). */
export async function createDraft(
  deps: DraftsDeps,
  adminId: string,
  input: CreateDraftInput,
  season?: { previousDraftId: string; invited: string[] },
): Promise<DraftSummary> {
  assertCalendarDate(input.draftDate);
  assertInstant(input.startsAt);
  await assertCastLoaded(deps, input.showType);
  const draftId = randomUUID();
  const joinCode = await claimJoinCode(deps, draftId);
  const command: DraftCommand = { type: 'CreateDraft', draftId, adminId, joinCode, ...input, ...season, now: deps.now() };
  const { version } = await handleDraftCommand(deps, draftId, command).catch(async (error: unknown) => {
    // Refused (a start time that has passed): the code claimed for it is free again.
    await releaseUniqueKey(deps.events, JOIN_CODE_KIND, joinCode, draftId);
    throw error;
  });
  return draftSummary(await roomAsOf(deps, draftId, version));
}

/**
 * The admin's start time (docs/drafts.md#scheduled-start): the turn clock starts the draft then, as
 * Start does, or records why it could not. null takes it away. Answers the draft's summary.
 */
export async function setStartTime(deps: DraftsDeps, draftId: string, adminId: string, startsAt: string | null): Promise<DraftSummary> {
  assertInstant(startsAt);
  await ownedRoom(deps, draftId, adminId);
  const { version } = await handleDraftCommand(deps, draftId, { type: 'SetStartTime', adminId, startsAt, now: deps.now() }, { retries: MAX_PARTICIPANTS + 2 });
  return draftSummary(await roomAsOf(deps, draftId, version));
}

export async function joinDraft(deps: DraftsDeps, draftId: string, playerId: string): Promise<JoinDraftResponse> {
  // Joining is safe to decide again; a crowd joining at once may each lose a few races.
  const { events } = await handleDraftCommand(deps, draftId, { type: 'JoinDraft', playerId, now: deps.now() }, { retries: MAX_PARTICIPANTS + 2 });
  const alreadyJoined = events.length === 0;
  return { draftId, alreadyJoined, message: alreadyJoined ? "You're already in this draft." : 'Successfully joined the draft!' };
}

export async function joinDraftByCode(deps: DraftsDeps, joinCode: string, playerId: string): Promise<JoinDraftResponse> {
  const code = joinCode.toUpperCase();
  const room = await deps.queries.roomByJoinCode(code);
  if (!room) throw new NotFound(`No draft found with join code ${code}.`);
  return joinDraft(deps, room.id, playerId);
}

export async function startDraft(deps: DraftsDeps, draftId: string, admin: Principal): Promise<DraftRoom> {
  const adminId = admin.id;
  const room = await ownedRoom(deps, draftId, adminId);
  const cast = await castEntries(deps, room.showType);
  const command: DraftCommand = { type: 'StartDraft', adminId, random: deps.random, cast, now: deps.now() };
  // Decided again after a conflict: a player who joined in the same instant is drawn into the order,
  // and a second Start click hears that the draft has already started.
  const { version } = await handleDraftCommand(deps, draftId, command, { retries: MAX_PARTICIPANTS + 2 });
  return roomView(deps, await roomAsOf(deps, draftId, version), admin);
}

/**
 * "Start" with a countdown (beyond the spec): every player sees "Starting in 10 s", then the turn
 * clock starts the draft at startsAt, unless the admin starts it (POST start) or cancels first.
 */
export async function startCountdown(deps: DraftsDeps, draftId: string, admin: Principal): Promise<DraftRoom> {
  const room = await ownedRoom(deps, draftId, admin.id);
  const cast = await castEntries(deps, room.showType);
  const command: DraftCommand = { type: 'ScheduleStart', adminId: admin.id, seconds: START_COUNTDOWN_SECONDS, cast, now: deps.now() };
  const { version } = await handleDraftCommand(deps, draftId, command, { retries: MAX_PARTICIPANTS + 2 });
  return roomView(deps, await roomAsOf(deps, draftId, version), admin);
}

/**
 * The countdown's or the start time's own start, by the turn clock at startsAt: nothing once the draft
 * started or the start was cancelled or moved; a missed start (too few players) when it cannot start.
 */
export async function startWhenCountedDown(deps: DraftsDeps, draftId: string, adminId: string, scheduledFor: string): Promise<void> {
  const command = async (state: DraftState): Promise<DraftCommand> => ({
    type: 'StartDraft',
    adminId,
    random: deps.random,
    cast: await castEntries(deps, state.showType),
    now: deps.now(),
    scheduledFor,
  });
  await handleDraftCommand(deps, draftId, command, { retries: MAX_PARTICIPANTS + 2 });
}

/** A commissioner control as the request says it (who sent it and when are added here). */
export type CommissionerRequest = { type: 'ResetDraft' | 'PauseDraft' | 'ResumeDraft' | 'CancelScheduledStart' } | { type: 'UndoLastPick'; pickNumber: number };

/**
 * Reset ("Clear Picks & Restart"), pause, resume and undo: the owner admin's controls. Each is safe
 * to decide again after a version conflict, so a burst of clicks applies once: pause and resume
 * change nothing when already done, a reset with nothing to clear changes nothing, and an undo names
 * its pick (refused once that pick is no longer the last).
 */
export async function commissionerCommand(deps: DraftsDeps, request: CommissionerRequest, draftId: string, admin: Principal): Promise<DraftRoom> {
  const command: DraftCommand = { ...request, adminId: admin.id, now: deps.now() };
  const { version } = await handleDraftCommand(deps, draftId, command, {
    retries: 3,
    conflictMessage: 'A pick landed at the same moment. Look at the board and try again.',
  });
  return roomView(deps, await roomAsOf(deps, draftId, version), admin);
}

export async function deleteDraft(deps: DraftsDeps, draftId: string, adminId: string): Promise<void> {
  const room = await ownedRoom(deps, draftId, adminId);
  await handleDraftCommand(deps, draftId, { type: 'DeleteDraft', adminId, now: deps.now() }, { retries: 3 });
  await releaseUniqueKey(deps.events, JOIN_CODE_KIND, room.joinCode, draftId);
}
