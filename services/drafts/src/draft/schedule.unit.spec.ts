import { evolveDraft, initialDraftState, type DraftEvent } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { DraftCommand } from './commands';
import { draftDecider } from './decide';
import { draftFixtures, tenTeams } from '../../test/draftFixtures';

// docs/drafts.md#scheduled-start
const { at, iso, created, joined, lobby } = draftFixtures('2026-12-02T18:00:00.000Z', { joinedAtSecond: 1 });
const HOUR = 3600;

const cast = tenTeams();
const random = { below: () => 0 };

const startTime = (seconds: number, scheduledAt = 2): DraftEvent => ({
  type: 'DraftStartScheduled',
  data: { draftId: 'd1', startsAt: iso(seconds), scheduledBy: 'admin', scheduledAt: iso(scheduledAt), kind: 'schedule' },
});
const startedEvent: DraftEvent = { type: 'DraftStarted', data: { draftId: 'd1', order: ['p2', 'p1'], startedBy: 'admin', startedAt: iso(5) } };

const given = DeciderSpecification.for(draftDecider);

const create = (startsAt: string | undefined, seconds = 0): DraftCommand => ({
  type: 'CreateDraft',
  draftId: 'd1',
  adminId: 'admin',
  joinCode: '123456',
  showType: 'amazing_race',
  draftDate: '2026-12-02',
  turnTimeLimit: 60,
  now: at(seconds),
  ...(startsAt === undefined ? {} : { startsAt }),
});
const setTime = (startsAt: string | null, seconds = 2, adminId = 'admin'): DraftCommand => ({ type: 'SetStartTime', adminId, startsAt, now: at(seconds) });
const clockStart = (scheduledFor: string, seconds: number, entries = cast): DraftCommand => ({
  type: 'StartDraft',
  adminId: 'admin',
  random,
  cast: entries,
  now: at(seconds),
  scheduledFor,
});
const countdown = (seconds: number): DraftCommand => ({ type: 'ScheduleStart', adminId: 'admin', seconds: 10, cast, now: at(seconds) });

describe('a start time given when the draft is created', () => {
  it('is recorded with the draft, in UTC, as a schedule', () => {
    const { events } = given([]).when(create('2026-12-02T20:00:00+01:00'));
    expect(events).toEqual([created, startTime(HOUR, 0)]);
    expect(events.reduce(evolveDraft, initialDraftState())).toMatchObject({ startsAt: iso(HOUR), startKind: 'schedule' });
  });

  it('is refused (422) when it has passed, and nothing is recorded', () => {
    const result = given([]).when(create('2026-12-02T17:59:59Z'));
    expect(result.error?.status).toBe(422);
    expect(result.error?.message).toMatch(/has passed/);
  });
});

describe('PUT schedule (SetStartTime)', () => {
  it('sets, moves and takes away the start time; the same time again changes nothing', () => {
    expect(given(lobby).when(setTime(iso(HOUR))).events).toEqual([startTime(HOUR)]);
    expect(given([...lobby, startTime(HOUR)]).when(setTime(iso(HOUR))).events).toEqual([]);
    expect(given([...lobby, startTime(HOUR)]).when(setTime(iso(2 * HOUR), 3)).events).toEqual([startTime(2 * HOUR, 3)]);
    const cleared = given([...lobby, startTime(HOUR)]).when(setTime(null, 4)).events;
    expect(cleared).toEqual([{ type: 'DraftStartCancelled', data: { draftId: 'd1', cancelledBy: 'admin', cancelledAt: iso(4) } }]);
    expect(given(lobby).when(setTime(null)).events).toEqual([]);
  });

  it('refuses a past time (422), a draft that has started (422), a running countdown (422), and anyone but the owner (403)', () => {
    expect(given(lobby).when(setTime(iso(1), 2)).error?.status).toBe(422);
    expect(given([...lobby, startedEvent]).when(setTime(iso(HOUR), 6)).error?.message).toMatch(/already started/);
    expect(given([...lobby, startedEvent]).when(setTime(null, 6)).error?.status).toBe(422);
    const counting = given(lobby).when(countdown(2)).events;
    expect(given([...lobby, ...counting]).when(setTime(iso(HOUR), 3)).error?.message).toMatch(/counting down/);
    expect(given(lobby).when(setTime(iso(HOUR), 2, 'rival')).error?.status).toBe(403);
    expect(given([]).when(setTime(iso(HOUR))).error?.status).toBe(404);
  });
});

describe('the start at the start time (the turn clock)', () => {
  it('starts the draft exactly as Start does when it can', () => {
    const { events } = given([...lobby, startTime(HOUR)]).when(clockStart(iso(HOUR), HOUR));
    expect(events).toEqual([{ type: 'DraftStarted', data: { draftId: 'd1', order: ['p2', 'p1'], startedBy: 'admin', startedAt: iso(HOUR) } }]);
  });

  it('leaves the draft waiting and records why when it cannot start', () => {
    const few = [created, joined('p1'), startTime(HOUR)];
    const { events } = given(few).when(clockStart(iso(HOUR), HOUR));
    expect(events).toEqual([
      {
        type: 'DraftStartMissed',
        data: { draftId: 'd1', scheduledFor: iso(HOUR), playerCount: 1, reason: 'At least 2 participants are needed to start the draft.', missedAt: iso(HOUR) },
      },
    ]);
    const state = [...few, ...events].reduce(evolveDraft, initialDraftState());
    expect(state).toMatchObject({ status: 'pending', startsAt: null, missedStart: { scheduledFor: iso(HOUR), playerCount: 1 } });
    // Too little cast is a missed start too.
    expect(given([...lobby, startTime(HOUR)]).when(clockStart(iso(HOUR), HOUR, cast.slice(0, 3))).events[0]).toMatchObject({
      type: 'DraftStartMissed',
      data: { playerCount: 2, reason: expect.stringMatching(/only 3 available/) },
    });
  });

  it('is idempotent: a second alarm for the same start, or one for a start time moved or taken away, changes nothing', () => {
    const first = given([...lobby, startTime(HOUR)]).when(clockStart(iso(HOUR), HOUR)).events;
    expect(given([...lobby, startTime(HOUR), ...first]).when(clockStart(iso(HOUR), HOUR + 1)).events).toEqual([]);
    expect(given([...lobby, startTime(HOUR), startTime(2 * HOUR, 3)]).when(clockStart(iso(HOUR), HOUR)).events).toEqual([]);
    const cancelled: DraftEvent = { type: 'DraftStartCancelled', data: { draftId: 'd1', cancelledBy: 'admin', cancelledAt: iso(3) } };
    expect(given([...lobby, startTime(HOUR), cancelled]).when(clockStart(iso(HOUR), HOUR)).events).toEqual([]);
    const missed = given([created, joined('p1'), startTime(HOUR)]).when(clockStart(iso(HOUR), HOUR)).events;
    expect(given([created, joined('p1'), startTime(HOUR), ...missed]).when(clockStart(iso(HOUR), HOUR + 1)).events).toEqual([]);
  });

  it('never starts early: an alarm before the time is refused (409) and the clock looks again', () => {
    expect(given([...lobby, startTime(HOUR)]).when(clockStart(iso(HOUR), HOUR - 1)).error?.status).toBe(409);
  });
});

describe('the 10 s countdown and a start time', () => {
  it('a countdown while a later start time waits replaces it: the sooner start wins', () => {
    const { events } = given([...lobby, startTime(HOUR)]).when(countdown(60));
    expect(events).toEqual([
      { type: 'DraftStartScheduled', data: { draftId: 'd1', startsAt: iso(70), scheduledBy: 'admin', scheduledAt: iso(60), kind: 'countdown' } },
    ]);
    expect([...lobby, startTime(HOUR), ...events].reduce(evolveDraft, initialDraftState())).toMatchObject({ startsAt: iso(70), startKind: 'countdown' });
  });

  it('a start time sooner than the countdown would end stays; a second countdown click keeps the first', () => {
    expect(given([...lobby, startTime(65)]).when(countdown(60)).events).toEqual([]);
    const first = given(lobby).when(countdown(60)).events;
    expect(given([...lobby, ...first]).when(countdown(62)).events).toEqual([]);
  });

  it('a new start time clears the last missed start', () => {
    const missed: DraftEvent = { type: 'DraftStartMissed', data: { draftId: 'd1', scheduledFor: iso(3), playerCount: 1, reason: 'x', missedAt: iso(3) } };
    const { events } = given([created, joined('p1'), startTime(3, 1), missed]).when(setTime(iso(HOUR), 10));
    const state = [created, joined('p1'), startTime(3, 1), missed, ...events].reduce(evolveDraft, initialDraftState());
    expect(state).toMatchObject({ startsAt: iso(HOUR), missedStart: null });
  });
});
