import { backoffDelay, shouldRetry } from './retryPolicy';
import type { ApiError } from './apiError';

const error = (status: ApiError['status']): ApiError => ({ status, text: `${status}: x` });

describe('retry policy', () => {
  it('retries reads on network and server errors up to the limit', () => {
    expect(shouldRetry({ kind: 'query', attempt: 1, maxRetries: 2, error: error('FETCH_ERROR') })).toBe(true);
    expect(shouldRetry({ kind: 'query', attempt: 2, maxRetries: 2, error: error(503) })).toBe(true);
    expect(shouldRetry({ kind: 'query', attempt: 3, maxRetries: 2, error: error(503) })).toBe(false);
  });

  it('never retries writes', () => {
    expect(shouldRetry({ kind: 'mutation', attempt: 1, maxRetries: 2, error: error('FETCH_ERROR') })).toBe(false);
  });

  it('does not retry answers about the request itself', () => {
    [400, 401, 403, 404, 409, 422].forEach((status) => expect(shouldRetry({ kind: 'query', attempt: 1, maxRetries: 2, error: error(status) })).toBe(false));
  });

  it('honours a per-endpoint limit of 0 (the admin check)', () => {
    expect(shouldRetry({ kind: 'query', attempt: 1, maxRetries: 0, error: error(500) })).toBe(false);
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3].map(backoffDelay)).toEqual([400, 800, 1600]);
    expect(backoffDelay(10)).toBe(5000);
  });
});
