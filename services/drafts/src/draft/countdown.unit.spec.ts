import { evolveDraft, initialDraftState, type DraftEvent } from '@reality-draft/events';
import { DeciderSpecification } from '@reality-draft/kernel/testing';
import type { DraftCommand } from './commands';
import { draftDecider } from './decide';
import { draftFixtures, tenTeams } from '../../test/draftFixtures';

const { at, iso, created, joined, lobby } = draftFixtures();

const cast = tenTeams();
const random = { below: () => 0 };

const scheduled: DraftEvent = {
  type: 'DraftStartScheduled',
  data: { draftId: 'd1', startsAt: iso(10), scheduledBy: 'admin', scheduledAt: iso(0), kind: 'countdown' },
};

const given = DeciderSpecification.for(draftDecider);

const schedule = (adminId = 'admin', seconds = 0): DraftCommand => ({ type: 'ScheduleStart', adminId, seconds: 10, cast, now: at(seconds) });
const timerStart = (scheduledFor: string, seconds = 10): DraftCommand => ({
  type: 'StartDraft',
  adminId: 'admin',
  random,
  cast,
  now: at(seconds),
  scheduledFor,
});
const adminStart = (seconds = 3): DraftCommand => ({ type: 'StartDraft', adminId: 'admin', random, cast, now: at(seconds) });
const cancel = (adminId = 'admin'): DraftCommand => ({ type: 'CancelScheduledStart', adminId, now: at(4) });

describe('the start countdown', () => {
  it('schedules the start 10 s ahead and leaves the draft waiting', () => {
    const { events } = given(lobby).when(schedule());
    expect(events).toEqual([scheduled]);
    const state = [...lobby, ...events].reduce(evolveDraft, initialDraftState());
    expect(state).toMatchObject({ status: 'pending', startsAt: iso(10) });
  });

  it('is checked as a start is: the owner only, enough players, enough cast', () => {
    expect(given(lobby).when(schedule('someone-else')).error?.status).toBe(403);
    expect(given([created, joined('p1')]).when(schedule()).error?.message).toMatch(/At least 2 participants/);
    expect(given(lobby).when({ ...schedule(), cast: cast.slice(0, 5) } as DraftCommand).error?.message).toMatch(/only 5 available/);
    expect(given([...lobby, adminStartedEvent()]).when(schedule()).error?.message).toMatch(/already started/);
  });

  it('keeps the first countdown on a second click', () => {
    expect(given([...lobby, scheduled]).when(schedule('admin', 2)).events).toEqual([]);
  });

  it('starts the draft when it runs out', () => {
    const { events } = given([...lobby, scheduled]).when(timerStart(iso(10)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'DraftStarted', data: { startedBy: 'admin', startedAt: iso(10) } });
    const state = [...lobby, scheduled, ...events].reduce(evolveDraft, initialDraftState());
    expect(state).toMatchObject({ status: 'active', startsAt: null });
  });

  it('loses to a start before then: the admin start is at once, the countdown’s start then does nothing', () => {
    const started = given([...lobby, scheduled]).when(adminStart()).events;
    expect(started[0]).toMatchObject({ type: 'DraftStarted', data: { startedAt: iso(3) } });
    expect(given([...lobby, scheduled, ...started]).when(timerStart(iso(10))).events).toEqual([]);
  });

  it('loses to a cancel before then, and only its own countdown starts the draft', () => {
    const cancelled = given([...lobby, scheduled]).when(cancel()).events;
    expect(cancelled).toEqual([{ type: 'DraftStartCancelled', data: { draftId: 'd1', cancelledBy: 'admin', cancelledAt: iso(4) } }]);
    expect(given([...lobby, scheduled, ...cancelled]).when(timerStart(iso(10))).events).toEqual([]);
    // A new countdown after the cancel: the old one's alarm does not start the draft early.
    const again: DraftEvent = { type: 'DraftStartScheduled', data: { draftId: 'd1', startsAt: iso(15), scheduledBy: 'admin', scheduledAt: iso(5) } };
    expect(given([...lobby, scheduled, ...cancelled, again]).when(timerStart(iso(10))).events).toEqual([]);
    expect(given([...lobby, scheduled, ...cancelled, again]).when(timerStart(iso(15), 15)).events[0]?.type).toBe('DraftStarted');
  });

  it('cancel: the owner only; nothing to cancel changes nothing; refused once started', () => {
    expect(given([...lobby, scheduled]).when(cancel('someone-else')).error?.status).toBe(403);
    expect(given(lobby).when(cancel()).events).toEqual([]);
    expect(given([...lobby, adminStartedEvent()]).when(cancel()).error?.status).toBe(422);
  });
});

function adminStartedEvent(): DraftEvent {
  return { type: 'DraftStarted', data: { draftId: 'd1', order: ['p1', 'p2'], startedBy: 'admin', startedAt: iso(1) } };
}
