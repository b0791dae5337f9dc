import type { CastItem, DraftEvent, EmailViewer } from '@reality-draft/events';
import { ReadModelsRole } from '@reality-draft/kernel';
import { draftRoomView } from './draftViews';
import type { PersonDocument } from './peopleProjection';
import { withActivityLine } from './roomActivity';
import type { RoomDocument } from './roomDocument';
import { evolveRoom } from './roomProjection';
import { RoomViewCache } from './roomViewCache';
import { at, draftId, pick, started } from '../../test/roomEvents';

const member = (id: string, isActive = true) =>
  ({
    id,
    contestantNumber: Number(id.slice(1)),
    name: `Guest ${id}`,
    season: 27,
    showType: 'big_brother',
    isActive,
    eliminatedIn: null,
    demo: false,
  }) as unknown as CastItem;
const castOf = (...members: CastItem[]) => new Map(members.map((item) => [item.id, item]));
const person = (id: string, email: string): PersonDocument => ({ id, firstName: `First ${id}`, lastName: null, email });

const viewers: Record<string, EmailViewer> = {
  'a player': { id: 'p1', userType: 'player' },
  'the other player': { id: 'p2', userType: 'player' },
  'the owner admin': { id: 'a1', userType: 'admin' },
  'another admin': { id: 'a9', userType: 'admin' },
  'a player outside the draft': { id: 'p9', userType: 'player' },
};

/** The room after each event, each a new document as the projection writes it. */
function roomsAfter(events: DraftEvent[]): RoomDocument[] {
  const rooms: RoomDocument[] = [];
  events.reduce<RoomDocument | null>((room, event, index) => {
    const next = evolveRoom(room, { ...event, version: index + 1 })!;
    rooms.push(next);
    return next;
  }, null);
  return rooms;
}

const undo: DraftEvent = { type: 'PickUndone', data: { draftId, pickNumber: 2, itemId: 'c2', playerId: 'p1', undoneBy: 'a1', undoneAt: at(30) } };
const reset: DraftEvent = { type: 'DraftReset', data: { draftId, resetBy: 'a1', resetAt: at(40) } };
const events = [...started, pick(1, 'p2', 10), pick(2, 'p1', 20), undo, reset];

let clock = 0;
/** Each answer at a new moment: the server time is the answer's own, never a copy's. */
const nextNow = () => new Date(Date.parse(at(50)) + 1234 * ++clock);

/** Every viewer reads `room` twice (the second from the copy); each answer is the fresh build's, byte for byte. */
function expectFreshAnswers(cache: RoomViewCache, room: RoomDocument, people: Map<string, PersonDocument>, cast: Map<string, CastItem>) {
  for (const [name, viewer] of Object.entries(viewers)) {
    for (let read = 0; read < 2; read += 1) {
      const now = nextNow();
      expect({ name, room: room.version, body: cache.body(room, people, cast, now, viewer) }).toEqual({
        name,
        room: room.version,
        body: JSON.stringify(draftRoomView(room, people, cast, now, viewer)),
      });
    }
  }
}

describe("the room answer's shared copy", () => {
  const people = new Map([person('p1', 'pat@example.com'), person('p2', 'sam@example.com')].map((p) => [p.id, p]));
  const cast = castOf(member('c1'), member('c2'), member('c3'));

  it('answers every viewer what a fresh build answers, across joins, the start, picks, an undo and a reset', () => {
    const cache = new RoomViewCache();
    for (const room of roomsAfter(events)) expectFreshAnswers(cache, room, people, cast);
  });

  it("answers afresh when a participant's email, the cast, or the room's ticker (no new version) changed", () => {
    const cache = new RoomViewCache();
    const room = roomsAfter([...started, pick(1, 'p2', 10)]).at(-1)!;
    expectFreshAnswers(cache, room, people, cast);
    const newEmail = new Map(people).set('p1', person('p1', 'patricia@example.com'));
    expectFreshAnswers(cache, room, newEmail, cast);
    const eliminated = castOf(member('c1', false), member('c2'), member('c3'));
    expectFreshAnswers(cache, room, newEmail, eliminated);
    const ticker = withActivityLine(room, { kind: 'eliminated', at: at(12), itemId: 'c1', label: 'Guest c1' });
    expect(ticker.version).toBe(room.version);
    expectFreshAnswers(cache, ticker, newEmail, eliminated);
  });

  it('keeps one copy per draft, the most recently read, dropped when its room is replaced', () => {
    const cache = new RoomViewCache(undefined, 2);
    const room = (id: string) => ({ ...roomsAfter(started).at(-1)!, id });
    for (const id of ['d1', 'd2', 'd1', 'd3']) cache.body(room(id), people, cast, nextNow(), viewers['a player']);
    expect(cache.size).toBe(2);
    cache.forget('d2'); // the least recently read went when d3 came
    expect(cache.size).toBe(2);
    cache.forget('d3');
    cache.forget('d1');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing on a follower, and starts afresh at every change of role', () => {
    const role = new ReadModelsRole();
    const cache = new RoomViewCache(role);
    const room = roomsAfter(started).at(-1)!;
    cache.body(room, people, cast, nextNow(), viewers['a player']);
    expect(cache.size).toBe(1);
    role.change('follower');
    expect(cache.size).toBe(0);
    expectFreshAnswers(cache, room, people, cast);
    expect(cache.size).toBe(0);
    role.change('owner');
    expectFreshAnswers(cache, room, people, cast);
    expect(cache.size).toBe(1);
  });
});
