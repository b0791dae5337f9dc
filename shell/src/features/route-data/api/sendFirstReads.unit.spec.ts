import { configureStore } from '@reduxjs/toolkit';
import { api, draftsApi, type Session } from '@reality-draft/kit/host';
import { forgetEarlyReads } from '@reality-draft/kit/testing';
import { followRoute } from './followRoute';
import { sendFirstReads } from './sendFirstReads';

const liveRoom = {
  draft: { id: 'd1', status: 'active', version: 3, serverTime: '2026-01-01T00:00:00.000Z' },
  participants: [{ id: 'p1' }],
  picks: [],
  activity: [],
};
const answer = (body: unknown) => ({ ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }) as Response;
const stores: ReturnType<typeof configureStore>[] = [];
const newStore = () => {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  stores.push(store);
  return store;
};
// A store's cache timers (the admin check is kept 5 minutes) would keep Jest from exiting.
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(api.util.resetApiState())));

/** A browser's localStorage, where the app's requests also read their token. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}
const page = globalThis as unknown as { window?: { localStorage: ReturnType<typeof memoryStorage> } };

/** localStorage as the login left it for player p1. */
function playerStorage() {
  const storage = page.window!.localStorage;
  storage.setItem('playerSessionToken', 'p-token');
  storage.setItem('playerData', JSON.stringify({ id: 'p1', email: 'ann@x.test' }));
  return storage;
}

describe("the page's first reads sent by the shell's entry", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  const paths = () => fetchMock.mock.calls.map(([url]) => String(url)).sort();
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  beforeEach(() => {
    forgetEarlyReads();
    fetchMock = jest.fn(async (url: string) => answer(url === '/api/drafts/d1' ? liveRoom : url === '/api/players/me' ? { id: 'p1' } : []));
    global.fetch = fetchMock;
    page.window = { localStorage: memoryStorage() };
  });
  afterEach(() => {
    global.fetch = realFetch;
    delete page.window;
  });

  it("sends a live room's reads and what the room leads to, and the app's reads take every answer (each URL sent once)", async () => {
    sendFirstReads('/player/draft/d1', playerStorage());
    await settle();
    const sent = ['/api/drafts/d1', '/api/drafts/d1/available-teams', '/api/drafts/d1/queue', '/api/players/me'].sort();
    expect(paths()).toEqual(sent);

    // The app's code arrives: its first reads (kit's endpoints) are the same requests, answered from what was sent.
    const store = newStore();
    const player: Session = { role: 'player', token: 'p-token', player: { id: 'p1' } };
    followRoute(store.dispatch, '/player/draft/d1', player);
    await settle();
    expect(paths()).toEqual(sent);
    expect(draftsApi.endpoints.draftRoom.select('d1')(store.getState()).data).toEqual(liveRoom);
    followRoute(store.dispatch, '/login', player);
  });

  it("does not send a seat's reads again when the room's answer lands after the app has taken them", async () => {
    let answerRoom: () => void = () => undefined;
    const roomAnswered = new Promise<void>((resolve) => (answerRoom = resolve));
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/drafts/d1') await roomAnswered;
      return answer(url === '/api/drafts/d1' ? liveRoom : url === '/api/players/me' ? { id: 'p1' } : []);
    });
    sendFirstReads('/player/draft/d1', playerStorage());
    await settle();
    const store = newStore();
    followRoute(store.dispatch, '/player/draft/d1', { role: 'player', token: 'p-token', player: { id: 'p1' } });
    await settle();
    answerRoom();
    await settle();
    expect(paths()).toEqual(['/api/drafts/d1', '/api/drafts/d1/available-teams', '/api/drafts/d1/queue', '/api/players/me']);
    followRoute(store.dispatch, '/login', { role: 'player', token: 'p-token', player: { id: 'p1' } });
  });

  it("sends the dashboard's and an admin's room's reads as the app's endpoints ask for them", async () => {
    const store = newStore();
    sendFirstReads('/player/dashboard', playerStorage());
    await settle();
    const dashboard = ['/api/drafts/public', '/api/player/mini-games', '/api/players/me', '/api/user/drafts'];
    expect(paths()).toEqual(dashboard);
    followRoute(store.dispatch, '/player/dashboard', { role: 'player', token: 'p-token', player: { id: 'p1' } });
    await settle();
    expect(paths()).toEqual(dashboard);

    fetchMock.mockClear();
    const storage = page.window!.localStorage;
    storage.clear();
    storage.setItem('adminSessionToken', 'a-token');
    storage.setItem('adminData', JSON.stringify({ id: 'a1', username: 'commish' }));
    sendFirstReads('/draft/d1', storage);
    await settle();
    // An admin is not seated: the room's items follow it, not a pick queue.
    const room = ['/api/admin/me', '/api/drafts/d1', '/api/drafts/d1/available-teams'];
    expect(paths()).toEqual(room);
    followRoute(store.dispatch, '/draft/d1', { role: 'admin', token: 'a-token', admin: { id: 'a1' } });
    await settle();
    expect(paths()).toEqual(room);
    followRoute(store.dispatch, '/login', { role: 'anonymous' });
  });

  it('sends nothing for a page with no first reads, or with no one signed in', async () => {
    sendFirstReads('/player/leaderboard', playerStorage());
    sendFirstReads('/player/draft/d1', memoryStorage());
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
