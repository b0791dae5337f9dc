import type { DraftRoom } from '@reality-draft/events';
import { readKey, readsAfter, routeReads, viewerOf, type Viewer } from './routeReads';

const player: Viewer = { role: 'player', token: 'p-token', id: 'p1' };
const admin: Viewer = { role: 'admin', token: 'a-token' };

const room = (status: string, seats: string[]) =>
  ({ draft: { id: 'd1', status }, participants: seats.map((id) => ({ id })), picks: [], activity: [] }) as unknown as DraftRoom;

describe("a page's first reads", () => {
  it("starts a player's room with the room, the player's profile, the room's items and the player's queue", () => {
    expect(routeReads('/player/draft/d1', player)).toEqual([
      { name: 'draftRoom', arg: 'd1' },
      { name: 'playerMe', arg: 'p-token' },
      { name: 'availableItems', arg: 'd1' },
      { name: 'pickQueue', arg: 'd1' },
    ]);
  });

  it("starts the admin's room with the room and the admin check", () => {
    expect(routeReads('/draft/d1', admin)).toEqual([
      { name: 'draftRoom', arg: 'd1' },
      { name: 'adminMe', arg: 'a-token' },
    ]);
  });

  it("reads the room for a player opening the admin's address (they are taken to their seat in it)", () => {
    expect(routeReads('/draft/d1/', player)).toEqual(routeReads('/player/draft/d1', player));
  });

  it("starts the dashboard with the profile and its first cards' lists", () => {
    expect(routeReads('/player/dashboard', player).map(readKey)).toEqual(['playerMe(p-token)', 'userDrafts()', 'publicDrafts()', 'playerMiniGames()']);
  });

  it('reads nothing for a page the viewer may not open, a page without reads, or an unknown address', () => {
    expect(routeReads('/player/draft/d1', admin)).toEqual([]);
    expect(routeReads('/player/dashboard', admin)).toEqual([]);
    expect(routeReads('/draft/d1/results', player)).toEqual([]);
    expect(routeReads('/nowhere', player)).toEqual([]);
  });

  it('takes the viewer from the session, none when signed out', () => {
    expect(viewerOf({ role: 'player', token: 't', player: { id: 'p9' } })).toEqual({ role: 'player', token: 't', id: 'p9' });
    expect(viewerOf({ role: 'player', token: 't', player: null })).toEqual({ role: 'player', token: 't', id: null });
    expect(viewerOf({ role: 'admin', token: 't', admin: null })).toEqual({ role: 'admin', token: 't' });
    expect(viewerOf({ role: 'anonymous' })).toBeNull();
  });
});

describe('the reads an answer leads to', () => {
  const roomRead = { name: 'draftRoom', arg: 'd1' } as const;

  it("reads a live room's items and a seated player's queue", () => {
    expect(readsAfter(roomRead, room('active', ['p1', 'p2']), player)).toEqual([
      { name: 'availableItems', arg: 'd1' },
      { name: 'pickQueue', arg: 'd1' },
    ]);
    expect(readsAfter(roomRead, room('pending', ['p1']), player).map(readKey)).toEqual(['availableItems(d1)', 'pickQueue(d1)']);
  });

  it('reads no queue for an admin, a player without a seat, or one whose id is not known yet', () => {
    expect(readsAfter(roomRead, room('active', ['p1']), admin)).toEqual([{ name: 'availableItems', arg: 'd1' }]);
    expect(readsAfter(roomRead, room('active', ['p2']), player)).toEqual([{ name: 'availableItems', arg: 'd1' }]);
    expect(readsAfter(roomRead, room('active', ['p1']), { ...player, id: null })).toEqual([{ name: 'availableItems', arg: 'd1' }]);
  });

  it('reads nothing more for a room that is over', () => {
    expect(readsAfter(roomRead, room('completed', ['p1']), player)).toEqual([]);
  });

  it('follows nothing from other reads or from an answer that is not a room', () => {
    expect(readsAfter({ name: 'playerMe', arg: 'p-token' }, { id: 'p1' }, player)).toEqual([]);
    expect(readsAfter(roomRead, null, player)).toEqual([]);
    expect(readsAfter(roomRead, { message: 'gone' }, player)).toEqual([]);
  });
});
