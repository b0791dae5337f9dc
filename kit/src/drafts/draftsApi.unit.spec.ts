import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/apiSlice';
import { applyRoomNotice, draftsApi } from './draftsApi';

function answer(status: number, body: unknown): Response {
  return { ok: status < 400, status, statusText: 'x', text: async () => JSON.stringify(body) } as Response;
}

describe('draft commissioner calls', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  const store = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue(answer(200, { draft: {}, participants: [], picks: [] }));
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('Undo Last Pick names the pick it takes back, so a repeated click cannot take back another', async () => {
    await store().dispatch(draftsApi.endpoints.undoLastPick.initiate({ draftId: 'd 1', pickNumber: 4 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/drafts/d%201/undo');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ pickNumber: 4 });
  });
});

describe("a push notice's change to a cached room", () => {
  const realFetch = global.fetch;
  const room = (version: number, picks: unknown[] = []) => ({
    draft: { id: 'd1', version, currentTurn: picks.length + 1, serverTime: '2026-01-01T00:00:00.000Z' },
    participants: [{ id: 'p1', playerId: 'p1', picksMade: 0 }],
    picks,
    activity: [],
  });
  const pick = { id: 'd1-1', pickNumber: 1, round: 1, playerId: 'p1', label: 'Ann' };
  const change = (from: number) => ({ from, draft: { ...room(from + 1).draft, currentTurn: 2 }, picks: [pick], activity: [] });
  let fetchMock: jest.Mock;
  const cachedRoom = async () => {
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
    await store.dispatch(draftsApi.endpoints.draftRoom.initiate('d1'));
    const read = () => draftsApi.endpoints.draftRoom.select('d1')(store.getState()).data!;
    return { store, read };
  };

  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue(answer(200, room(5)));
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("shows the pick, the new turn and the picker's count without reading the room again", async () => {
    const { store, read } = await cachedRoom();
    expect(applyRoomNotice('draft:d1', change(5), store.dispatch)).toBe(true);
    expect(read().draft.version).toBe(6);
    expect(read().picks).toEqual([pick]);
    expect(read().participants[0].picksMade).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('applies nothing on a gap, to a room not cached, or for something that is not a change', async () => {
    const { store, read } = await cachedRoom();
    expect(applyRoomNotice('draft:d1', change(7), store.dispatch)).toBe(false);
    expect(applyRoomNotice('draft:other', change(5), store.dispatch)).toBe(false);
    expect(applyRoomNotice('draft:d1', { from: 5 }, store.dispatch)).toBe(false);
    expect(read().draft.version).toBe(5);
  });
});
