import { currentTurn, evolveDraft, foldDraft, initialDraftState, onAutoPick, type DraftState } from './draftState';
import { pickMade } from '../../test/draftEvents';
import type { PublicDraftEvent } from './history';

const iso = (seconds: number) => new Date(Date.parse('2026-11-21T20:00:00.000Z') + seconds * 1000).toISOString();
const d = 'd1';
const created: PublicDraftEvent = {
  type: 'DraftCreated',
  data: { draftId: d, adminId: 'a', joinCode: '123456', showType: 'amazing_race', draftDate: '2026-11-21', turnTimeLimit: 60, createdAt: iso(0) },
};
const joined = (playerId: string): PublicDraftEvent => ({ type: 'PlayerJoinedDraft', data: { draftId: d, playerId, joinedAt: iso(1) } });
const started: PublicDraftEvent = { type: 'DraftStarted', data: { draftId: d, order: ['p2', 'p1'], startedBy: 'a', startedAt: iso(10) } };
const picked = (pickNumber: number, playerId: string, itemId: string, seconds: number, auto = false): PublicDraftEvent =>
  pickMade({
    draftId: d,
    pickNumber,
    round: Math.ceil(pickNumber / 2),
    playerId,
    itemId,
    label: `Team ${itemId}`,
    source: auto ? 'timer' : 'player',
    pickedAt: iso(seconds),
  });

describe('the draft fold (evolveDraft), shared by the decider and the Replay', () => {
  it("counts a pick's time on the clock without the time its turn was paused, and none for a pick made paused", () => {
    const paused: PublicDraftEvent = { type: 'DraftPaused', data: { draftId: d, pausedBy: 'a', pausedAt: iso(13), remainingMs: 57_000 } };
    const resumed: PublicDraftEvent = { type: 'DraftResumed', data: { draftId: d, resumedBy: 'a', resumedAt: iso(40) } };
    const state = foldDraft([created, joined('p1'), joined('p2'), started, paused, resumed, picked(1, 'p2', 't1', 42), paused, picked(2, 'p1', 't2', 50)]);
    // Pick 1: 3 s before the pause and 2 s after the resume; pick 2, made while paused: the 3 s its turn had used.
    expect(state.picks.map((pick) => pick.secondsOnClock)).toEqual([5, 3]);
  });

  it('keeps joining order until the start, then the drawn order; the turn snakes', () => {
    const lobby = foldDraft([created, joined('p1'), joined('p2')]);
    expect(lobby).toMatchObject({ exists: true, status: 'pending', participants: ['p1', 'p2'] });
    expect(currentTurn(lobby)).toBeNull();
    const live = foldDraft([created, joined('p1'), joined('p2'), started, picked(1, 'p2', 't1', 20)]);
    expect(live.participants).toEqual(['p2', 'p1']);
    expect(currentTurn(live)).toEqual({ pickNumber: 2, round: 1, playerId: 'p1' });
    expect(currentTurn(evolveDraft(live, picked(2, 'p1', 't2', 30)))).toEqual({ pickNumber: 3, round: 2, playerId: 'p1' });
  });

  it("keeps each pick's round, label, time, whether the clock made it and how long its turn ran", () => {
    const state = foldDraft([created, joined('p1'), joined('p2'), started, picked(1, 'p2', 't1', 72, true)]);
    expect(state.picks).toEqual([
      { pickNumber: 1, round: 1, playerId: 'p2', itemId: 't1', label: 'Team t1', auto: true, source: 'timer', pickedAt: iso(72), secondsOnClock: 62 },
    ]);
    expect(state.turnStartedAt).toBe(Date.parse(iso(72)));
  });

  it('takes an undone pick back and a reset clears every pick, back to pick 1', () => {
    const base = [created, joined('p1'), joined('p2'), started, picked(1, 'p2', 't1', 20), picked(2, 'p1', 't2', 30)];
    const undone = foldDraft([
      ...base,
      { type: 'PickUndone', data: { draftId: d, pickNumber: 2, itemId: 't2', playerId: 'p1', undoneBy: 'a', undoneAt: iso(40) } },
    ]);
    expect(undone.picks.map((pick) => pick.itemId)).toEqual(['t1']);
    expect(currentTurn(undone)?.playerId).toBe('p1');
    const reset = foldDraft([...base, { type: 'DraftReset', data: { draftId: d, resetBy: 'a', resetAt: iso(50) } }]);
    expect(reset).toMatchObject({ status: 'active', picks: [] });
    expect(currentTurn(reset)).toEqual({ pickNumber: 1, round: 1, playerId: 'p2' });
  });

  it('pauses with the time left and moves the turn on by the paused time when resumed', () => {
    const live = foldDraft([created, joined('p1'), joined('p2'), started]);
    const paused = evolveDraft(live, { type: 'DraftPaused', data: { draftId: d, pausedBy: 'a', pausedAt: iso(30), remainingMs: 40_000 } });
    expect(paused.pausedRemainingMs).toBe(40_000);
    const resumed = evolveDraft(paused, { type: 'DraftResumed', data: { draftId: d, resumedBy: 'a', resumedAt: iso(100) } });
    expect(resumed.pausedRemainingMs).toBeNull();
    expect(resumed.turnStartedAt).toBe(Date.parse(iso(100)) - 20_000);
  });

  it('completes with no turn on the clock; starts from the initial state', () => {
    const done: DraftState = evolveDraft(foldDraft([created, joined('p1'), joined('p2'), started]), {
      type: 'DraftCompleted',
      data: { draftId: d, completedAt: iso(90), reason: 'no_items_left' },
    });
    expect(done.status).toBe('completed');
    expect(currentTurn(done)).toBeNull();
    expect(foldDraft([])).toEqual(initialDraftState());
  });

  it('keeps a start time and its kind, forgets it when cancelled, and keeps a missed start until a new time or the start', () => {
    const lobby = [created, joined('p1')];
    const scheduled: PublicDraftEvent = {
      type: 'DraftStartScheduled',
      data: { draftId: d, startsAt: iso(3600), scheduledBy: 'a', scheduledAt: iso(2), kind: 'schedule' },
    };
    expect(foldDraft([...lobby, scheduled])).toMatchObject({ startsAt: iso(3600), startKind: 'schedule', missedStart: null });
    const countdown: PublicDraftEvent = { type: 'DraftStartScheduled', data: { draftId: d, startsAt: iso(12), scheduledBy: 'a', scheduledAt: iso(2) } };
    expect(foldDraft([...lobby, countdown])).toMatchObject({ startsAt: iso(12), startKind: 'countdown' });
    const cancelled = foldDraft([...lobby, scheduled, { type: 'DraftStartCancelled', data: { draftId: d, cancelledBy: 'a', cancelledAt: iso(3) } }]);
    expect(cancelled).toMatchObject({ startsAt: null, startKind: null });
    const missed = foldDraft([
      ...lobby,
      scheduled,
      { type: 'DraftStartMissed', data: { draftId: d, scheduledFor: iso(3600), playerCount: 1, reason: 'Too few', missedAt: iso(3600) } },
    ]);
    expect(missed).toMatchObject({
      status: 'pending',
      startsAt: null,
      startKind: null,
      missedStart: { scheduledFor: iso(3600), playerCount: 1, reason: 'Too few' },
    });
    expect(evolveDraft(missed, scheduled).missedStart).toBeNull();
    expect(evolveDraft(evolveDraft(missed, joined('p2')), started).missedStart).toBeNull();
  });

  it("keeps who is on auto-pick and counts each player's turns in a row picked by the timer", () => {
    const on = (playerId: string, value: boolean): PublicDraftEvent => ({
      type: 'AutoPickSet',
      data: { draftId: d, playerId, on: value, reason: 'player', setAt: iso(5) },
    });
    const live = foldDraft([created, joined('p1'), joined('p2'), on('p2', true), started]);
    expect(live.autoPick).toEqual(['p2']);
    expect(onAutoPick(live)).toBe(true);
    expect(evolveDraft(live, on('p2', false)).autoPick).toEqual([]);
    const timedOut = foldDraft([created, joined('p1'), joined('p2'), started, picked(1, 'p2', 't1', 80, true), picked(2, 'p1', 't2', 90)]);
    expect(timedOut.timeouts).toEqual({ p2: 1, p1: 0 });
    expect(evolveDraft(timedOut, on('p2', false)).timeouts.p2).toBe(0);
  });
});
