import type { DraftEvent } from '@reality-draft/events';
import { draftDetail } from './draftViews';
import { foldRoom, type RoomEvent } from './roomProjection';
import { at, draftId, pick, started } from '../../test/roomEvents';

const versioned = (events: DraftEvent[]): RoomEvent[] => events.map((event, index) => ({ ...event, version: index + 1 }));

describe('the room read model', () => {
  it('keeps its own fields and the stream version it reflects', () => {
    const room = foldRoom(versioned([...started, pick(1, 'p2', 10)]))!;
    expect(room).toMatchObject({ id: draftId, version: 5, adminId: 'a1', status: 'active', participantIds: ['p2', 'p1'], startedAt: at(3) });
    expect(draftDetail(room, new Date(at(20)))).toMatchObject({ currentTurn: 2, currentPlayerId: 'p1', turnStartTime: at(10), paused: false });
  });

  it('pauses with the time left and resumes with the paused time not counted', () => {
    const paused = foldRoom(versioned([...started, { type: 'DraftPaused', data: { draftId, pausedBy: 'a1', pausedAt: at(13), remainingMs: 50_000 } }]))!;
    expect(draftDetail(paused, new Date(at(20)))).toMatchObject({ paused: true, pausedSecondsLeft: 50 });
    const resumed = foldRoom(
      versioned([
        ...started,
        { type: 'DraftPaused', data: { draftId, pausedBy: 'a1', pausedAt: at(13), remainingMs: 50_000 } },
        { type: 'DraftResumed', data: { draftId, resumedBy: 'a1', resumedAt: at(40) } },
      ]),
    )!;
    expect(draftDetail(resumed, new Date(at(41)))).toMatchObject({ paused: false, turnStartTime: at(30) });
  });

  it("keeps each pick's time on the clock, paused time not counted", () => {
    const pause: DraftEvent = { type: 'DraftPaused', data: { draftId, pausedBy: 'a1', pausedAt: at(13), remainingMs: 57_000 } };
    const resume: DraftEvent = { type: 'DraftResumed', data: { draftId, resumedBy: 'a1', resumedAt: at(40) } };
    const room = foldRoom(versioned([...started, pick(1, 'p2', 10), pause, resume, pick(2, 'p1', 42)]))!;
    // Pick 1: 7 s after the start; pick 2: 3 s before the pause and 2 s after the resume.
    expect(room.picks.map((entry) => entry.secondsOnClock)).toEqual([7, 5]);
  });

  it('takes back an undone pick, reopens a completed draft, and is gone once the draft is deleted', () => {
    const completed = [
      ...started,
      pick(1, 'p2', 10),
      { type: 'DraftCompleted', data: { draftId, completedAt: at(11), reason: 'no_items_left' } } as DraftEvent,
    ];
    expect(foldRoom(versioned(completed))).toMatchObject({ status: 'completed', completedAt: at(11), turnStartedAt: null });
    const undone = foldRoom(
      versioned([...completed, { type: 'PickUndone', data: { draftId, pickNumber: 1, itemId: 'c1', playerId: 'p2', undoneBy: 'a1', undoneAt: at(12) } }]),
    )!;
    expect(undone).toMatchObject({ status: 'active', completedAt: null, picks: [] });
    expect(foldRoom(versioned([...completed, { type: 'DraftDeleted', data: { draftId, deletedBy: 'a1', deletedAt: at(13) } }]))).toBeNull();
  });
});
