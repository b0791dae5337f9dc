import type { Request, Response } from 'express';
import { pagePosition } from './pagePosition';

function answer(method: string, accept: string | undefined) {
  const headers: Record<string, string> = {};
  const req = { method, get: (name: string) => (name.toLowerCase() === 'accept' ? accept : undefined) } as unknown as Request;
  const res = { setHeader: (name: string, value: string) => void (headers[name] = value) } as unknown as Response;
  const next = jest.fn();
  pagePosition(() => 1234)(req, res, next);
  expect(next).toHaveBeenCalledTimes(1);
  return headers;
}

describe("a page's log position", () => {
  it('names the position on a page, as a Server-Timing entry', () => {
    expect(answer('GET', 'text/html,application/xhtml+xml,*/*;q=0.8')).toEqual({ 'Server-Timing': 'log-position;desc=1234' });
  });

  it("leaves other files' answers alone", () => {
    expect(answer('GET', '*/*')).toEqual({});
    expect(answer('GET', undefined)).toEqual({});
    expect(answer('HEAD', 'text/html')).toEqual({});
  });
});
