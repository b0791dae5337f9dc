import type { ApiError } from '../api/apiError';
import type { RequestArgs } from '../api/request';
import { whoAmI } from './whoAmI';

// sessionStore reads window.localStorage: give it an in-memory one.
const data = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => data.get(key) ?? null,
  setItem: (key: string, value: string) => void data.set(key, value),
  removeItem: (key: string) => void data.delete(key),
  clear: () => data.clear(),
};

beforeAll(() => Object.defineProperty(globalThis, 'window', { value: { localStorage }, configurable: true }));
afterAll(() => Reflect.deleteProperty(globalThis, 'window'));
beforeEach(() => data.clear());

const unauthorized: ApiError = { status: 401, text: '401: {"message":"Session expired"}' };

describe('who am I', () => {
  it('asks with the token it is keyed by', async () => {
    const send = jest.fn(async (_args: RequestArgs) => ({ data: { id: 'a1' } }));
    await expect(whoAmI(send, { role: 'admin', url: '/api/admin/me', token: 't1' })).resolves.toEqual({ data: { id: 'a1' } });
    expect(send).toHaveBeenCalledWith({ url: '/api/admin/me', token: 't1' });
  });

  it('answers null and drops the stored session on a 401 for the stored token', async () => {
    data.set('adminSessionToken', 't1');
    data.set('adminData', '{}');
    const result = await whoAmI(async () => ({ error: unauthorized }), { role: 'admin', url: '/api/admin/me', token: 't1' });
    expect(result).toEqual({ data: null });
    expect(data.size).toBe(0);
  });

  it('keeps a newer session when the 401 is about an older token', async () => {
    data.set('playerSessionToken', 't2');
    const result = await whoAmI(async () => ({ error: unauthorized }), { role: 'player', url: '/api/players/me', token: 't1' });
    expect(result).toEqual({ data: null });
    expect(data.get('playerSessionToken')).toBe('t2');
  });

  it('passes any other failure on as an error and keeps the session', async () => {
    data.set('adminSessionToken', 't1');
    const error: ApiError = { status: 503, text: '503: {"message":"down"}', message: 'down' };
    const result = await whoAmI(async () => ({ error }), { role: 'admin', url: '/api/admin/me', token: 't1' });
    expect(result).toEqual({ error });
    expect(data.get('adminSessionToken')).toBe('t1');
  });
});
