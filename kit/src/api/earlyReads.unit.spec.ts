import { FIRST_READ_HOLD_MS, forgetEarlyReads, sendEarlyRead, takeEarlyRead } from './earlyReads';
import { forgetHeardPositions, noteHeardPosition } from './readPosition';
import { sendRequest } from './request';

const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, statusText: status === 200 ? 'OK' : 'Unauthorized', text: async () => JSON.stringify(body) }) as Response;

describe("a page's early reads", () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    forgetEarlyReads();
    forgetHeardPositions();
    fetchMock = jest.fn(async () => answer(200, { id: 'd1' }));
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("answers the app's first request of the same URL and token without sending it again, once", async () => {
    void sendEarlyRead('/api/drafts/d1', 'p-token');
    expect(fetchMock).toHaveBeenCalledWith('/api/drafts/d1', {
      headers: { Accept: 'application/json', Authorization: 'Bearer p-token' },
      credentials: 'include',
    });
    expect(await sendRequest({ url: '/api/drafts/d1', token: 'p-token' })).toEqual({ data: { id: 'd1' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next request of it is the app's own.
    await sendRequest({ url: '/api/drafts/d1', token: 'p-token' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('names the log position the page was served at, as every API request does', () => {
    noteHeardPosition(4096);
    void sendEarlyRead('/api/drafts/d1', 'p-token');
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ 'x-read-position': '4096' });
  });

  it('sends a URL once while it is held', () => {
    void sendEarlyRead('/api/players/me', 'p-token');
    void sendEarlyRead('/api/players/me', 'p-token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken with another token, nor once it is old', async () => {
    void sendEarlyRead('/api/drafts/d1', 'old-token');
    expect(takeEarlyRead('/api/drafts/d1', 'new-token')).toBeNull();
    const sentAt = 1_000_000;
    void sendEarlyRead('/api/drafts/d2', 'p-token', sentAt);
    expect(takeEarlyRead('/api/drafts/d2', 'p-token', sentAt + FIRST_READ_HOLD_MS + 1)).toBeNull();
    // Neither is held any more: the app sends its own.
    expect(takeEarlyRead('/api/drafts/d1', 'old-token')).toBeNull();
  });

  it('is not taken by a request with a query, a body or another method', async () => {
    void sendEarlyRead('/api/drafts/d1', 'p-token');
    await sendRequest({ url: '/api/drafts/d1', token: 'p-token', params: { since: 3 } });
    await sendRequest({ url: '/api/drafts/d1', token: 'p-token', method: 'DELETE' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('hands a refusal or a failed connection to the request that takes it, as its own would be', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Invalid or expired session' }));
    void sendEarlyRead('/api/players/me', 'gone-token');
    expect(await sendRequest({ url: '/api/players/me', token: 'gone-token' })).toMatchObject({ error: { status: 401 } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    void sendEarlyRead('/api/players/me', 'p-token');
    expect(await sendRequest({ url: '/api/players/me', token: 'p-token' })).toMatchObject({ error: { status: 'FETCH_ERROR' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
