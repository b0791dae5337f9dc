import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/apiSlice';
import { draftsApi } from './draftsApi';

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
