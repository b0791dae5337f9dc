import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, wait } from './baseQuery';

function answer(status: number, body = ''): Response {
  return { ok: status < 400, status, statusText: 'x', text: async () => body } as Response;
}

function queryApi(signal: AbortSignal): BaseQueryApi {
  return { signal, type: 'query' } as unknown as BaseQueryApi;
}

describe('back-off wait', () => {
  it('removes its abort listener once the time is up', async () => {
    const controller = new AbortController();
    const remove = jest.spyOn(controller.signal, 'removeEventListener');
    await wait(5, controller.signal);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('ends at once when the signal aborts, or was already aborted', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waiting = wait(10_000, controller.signal);
    controller.abort();
    await waiting;
    await wait(10_000, controller.signal);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('base query', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('retries a read that failed with a server error', async () => {
    fetchMock.mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200, '{"ok":true}'));
    const result = await baseQuery('/api/x', queryApi(new AbortController().signal), {});
    expect(result).toEqual({ data: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not fetch again when the read is aborted during the back-off', async () => {
    fetchMock.mockResolvedValue(answer(503));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const result = await baseQuery('/api/x', queryApi(controller.signal), {});
    expect(result.error).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
