import { applyRoomChange, type CastItem, type DraftEvent } from '@reality-draft/events';
import type { RecordedEvent } from '@reality-draft/kernel';
import type { PersonDocument } from './peopleProjection';
import { draftRoomView } from './draftViews';
import { foldRoom, type RoomEvent } from './roomProjection';
import { roomChangeOf } from './roomNotice';
import { at, draftId, pick, started } from '../../test/roomEvents';

const cast = new Map<string, CastItem>([['c1', { id: 'c1', firstName: 'Ann' } as unknown as CastItem]]);
const people = new Map<string, PersonDocument>([
  ['p1', { id: 'p1', firstName: 'Pat', lastName: 'One', email: 'p1@example.com' }],
  ['p2', { id: 'p2', firstName: 'Sam', lastName: 'Two', email: 'p2@example.com' }],
]);
const now = new Date(at(59));
const viewer = { id: 'p1', userType: 'player' as const };

const recorded = (events: DraftEvent[], from = 1): Array<RecordedEvent & RoomEvent> =>
  events.map((event, index) => ({
    ...event,
    version: from + index,
    position: 100 + from + index,
    eventId: `e${from + index}`,
    streamId: `draft-${draftId}`,
    recordedAt: '',
    metadata: {},
  }));

/** The room a seat holds after `before`, the change `after` makes to it, and the room as the server shows it after. */
function scenario(before: DraftEvent[], after: DraftEvent[]) {
  const held = draftRoomView(foldRoom(recorded(before))!, people, cast, now, viewer);
  const events = recorded(after, before.length + 1);
  const room = foldRoom(recorded([...before, ...after]))!;
  return { held, events, room, change: roomChangeOf(room, cast, events, now), shown: draftRoomView(room, people, cast, now, viewer) };
}

describe('the change a notice carries for a room', () => {
  it('turns the room a seat holds into the room the server shows: a pick, its turn, the ticker', () => {
    const { held, change, shown } = scenario(started, [pick(1, 'p2', 10)]);
    expect(change).toMatchObject({ from: 4, draft: { version: 5, currentTurn: 2, currentPlayerId: 'p1' } });
    expect(change!.picks).toHaveLength(1);
    expect(applyRoomChange(held, change!)).toEqual(shown);
  });

  it("carries a timer pick with the auto-pick it switched on: the seats' room shows the player on auto-pick", () => {
    const switchedOn: DraftEvent = { type: 'AutoPickSet', data: { draftId, playerId: 'p2', on: true, reason: 'timeouts', setAt: at(72) } };
    const { held, change, shown } = scenario(started, [pick(1, 'p2', 72), switchedOn]);
    expect(change!.draft.autoPickPlayerIds).toEqual(['p2']);
    expect(change!.activity.at(-1)).toMatchObject({ kind: 'autoPick', playerId: 'p2', on: true, reason: 'timeouts' });
    expect(applyRoomChange(held, change!)).toEqual(shown);
    expect(shown.participants.find((p) => p.id === 'p2')!.autoPick).toBe(true);
  });

  it('carries the last pick and the draft completing together', () => {
    const before = [...started, pick(1, 'p2', 10)];
    const { held, change, shown } = scenario(before, [
      pick(2, 'p1', 12),
      { type: 'DraftCompleted', data: { draftId, completedAt: at(12), reason: 'all_picks_made' } },
    ]);
    expect(change!.draft.status).toBe('completed');
    expect(applyRoomChange(held, change!)).toEqual(shown);
  });

  it('carries a pause and a resume', () => {
    const { held, change, shown } = scenario(started, [{ type: 'DraftPaused', data: { draftId, pausedBy: 'a1', pausedAt: at(13), remainingMs: 50_000 } }]);
    expect(change!.draft.paused).toBe(true);
    expect(applyRoomChange(held, change!)).toEqual(shown);
  });

  it('carries nothing private: no participant names or emails, no queues', () => {
    const { change } = scenario(started, [pick(1, 'p2', 10)]);
    const text = JSON.stringify(change);
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain('Sam');
    expect(Object.keys(change!).sort()).toEqual(['activity', 'draft', 'from', 'picks']);
  });

  it('carries nothing for a join, the start, a reset or an undo (the seats read the room again)', () => {
    expect(scenario(started.slice(0, 2), started.slice(2, 3)).change).toBeUndefined();
    expect(scenario(started.slice(0, 3), started.slice(3)).change).toBeUndefined();
    const picked = [...started, pick(1, 'p2', 10)];
    expect(scenario(picked, [{ type: 'DraftReset', data: { draftId, resetBy: 'a1', resetAt: at(20) } }]).change).toBeUndefined();
    expect(
      scenario(picked, [{ type: 'PickUndone', data: { draftId, pickNumber: 1, playerId: 'p2', itemId: 'c1', undoneBy: 'a1', undoneAt: at(20) } }]).change,
    ).toBeUndefined();
  });

  it('carries nothing when the room shows another version than the events reach', () => {
    const { room, events } = scenario(started, [pick(1, 'p2', 10)]);
    expect(roomChangeOf({ ...room, version: 4 }, cast, events, now)).toBeUndefined();
  });
});
