import type { DraftRoom, DraftSummary, Participant } from '@reality-draft/events';
import { roomAsOfSummary } from './roomAsOfSummary';

const seat = (id: string, draftPosition: number) => ({ id, draftPosition }) as Participant;

const room = {
  draft: {
    id: 'd1',
    status: 'active',
    picksMade: 0,
    maxPicks: 6,
    paused: false,
    currentTurn: 1,
    currentPlayerId: 'p1',
    turnStartTime: '2026-12-02T20:00:00Z',
    pausedSecondsLeft: null,
  },
  participants: [seat('p1', 1), seat('p2', 2), seat('p3', 3)],
  picks: [],
  activity: [],
} as unknown as DraftRoom;

const summary = (changes: Partial<DraftSummary>) => ({ ...room.draft, ...changes }) as DraftSummary;

describe('the room as of the newer summary', () => {
  it('is the room itself while the summary tells nothing newer, or is older than the room', () => {
    expect(roomAsOfSummary(room, summary({}))).toBe(room);
    const later = { ...room, draft: { ...room.draft, picksMade: 2, currentTurn: 3, currentPlayerId: 'p3' } } as DraftRoom;
    expect(roomAsOfSummary(later, summary({ picksMade: 1 }))).toBe(later);
    expect(roomAsOfSummary(room, summary({ paused: true }))).toBe(room);
  });

  it('moves the turn to whoever the snake order puts on the clock, its clock unknown until the room is read', () => {
    const next = roomAsOfSummary(room, summary({ picksMade: 1 })).draft;
    expect(next).toMatchObject({ currentTurn: 2, currentPlayerId: 'p2', turnStartTime: null });
    // Pick 4 comes back to the third (the snake turn).
    expect(roomAsOfSummary(room, summary({ picksMade: 3 })).draft).toMatchObject({ currentTurn: 4, currentPlayerId: 'p3' });
  });

  it('has no one on the clock once the draft is over, and waits for the room at the start', () => {
    expect(roomAsOfSummary(room, summary({ picksMade: 6, status: 'completed' })).draft).toMatchObject({ currentTurn: null, currentPlayerId: null });
    // The start draws the order: the waiting room's seats say nothing of who picks first.
    const pending = { ...room, draft: { ...room.draft, status: 'pending', currentTurn: null, currentPlayerId: null } } as DraftRoom;
    expect(roomAsOfSummary(pending, summary({ picksMade: 0, status: 'active' }))).toBe(pending);
  });
});
