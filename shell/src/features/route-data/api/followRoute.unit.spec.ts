import { configureStore } from '@reduxjs/toolkit';
import { api, draftsApi, type Session } from '@reality-draft/kit/host';
import { followRoute, HOLD_MS } from './followRoute';

const player: Session = { role: 'player', token: 'p-token', player: { id: 'p1' } };
const liveRoom = {
  draft: { id: 'd1', status: 'active', version: 3, serverTime: '2026-01-01T00:00:00.000Z' },
  participants: [{ id: 'p1' }],
  picks: [],
  activity: [],
};

function answer(body: unknown): Response {
  return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) } as Response;
}

const newStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });

describe("holding a page's first reads", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  const paths = () => fetchMock.mock.calls.map(([url]) => String(url));
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn(async (url: string) => answer(url === '/api/drafts/d1' ? liveRoom : url === '/api/players/me' ? { id: 'p1' } : []));
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it("reads a live room, its items and the player's queue once, and the screen takes them from the cache", async () => {
    const store = newStore();
    followRoute(store.dispatch, '/player/draft/d1', player);
    followRoute(store.dispatch, '/player/draft/d1', player);
    await settle();
    expect(paths().sort()).toEqual(['/api/drafts/d1', '/api/drafts/d1/available-teams', '/api/drafts/d1/queue', '/api/players/me'].sort());

    // The screen arrives within the hold: its subscription is answered from the cache.
    const screen = store.dispatch(draftsApi.endpoints.draftRoom.initiate('d1'));
    await settle();
    expect(draftsApi.endpoints.draftRoom.select('d1')(store.getState()).data).toEqual(liveRoom);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    // After the hold the screen's own subscription keeps the room; the reads nobody took are dropped.
    await jest.advanceTimersByTimeAsync(HOLD_MS + 1000);
    expect(draftsApi.endpoints.draftRoom.select('d1')(store.getState()).data).toEqual(liveRoom);
    expect(draftsApi.endpoints.availableItems.select('d1')(store.getState()).data).toBeUndefined();
    screen.unsubscribe();
    followRoute(store.dispatch, '/login', player);
  });

  it("lets a page's reads go when another page is opened, keeping those both pages make", async () => {
    const store = newStore();
    followRoute(store.dispatch, '/player/dashboard', player);
    await settle();
    followRoute(store.dispatch, '/player/draft/d1', player);
    await jest.advanceTimersByTimeAsync(1000);
    const state = store.getState();
    expect(draftsApi.endpoints.userDrafts.select()(state).data).toBeUndefined();
    expect(draftsApi.endpoints.draftRoom.select('d1')(state).data).toEqual(liveRoom);
    // The profile both pages read was read once.
    expect(paths().filter((path) => path === '/api/players/me')).toHaveLength(1);
    followRoute(store.dispatch, '/login', player);
  });

  it('reads nothing while no one is signed in', async () => {
    const store = newStore();
    followRoute(store.dispatch, '/player/draft/d1', { role: 'anonymous' });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
