// Reads are retried up to 2 times (docs/accounts.md#read-defaults); writes never. Only failures a retry can cure are
// retried: the network, timeouts, throttling and server errors — never a 4xx answer about the request.
import type { ApiError } from './apiError';

export const DEFAULT_READ_RETRIES = 2;

export function isRetryable(error: ApiError): boolean {
  if (error.status === 'FETCH_ERROR') return true;
  if (typeof error.status !== 'number') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export function shouldRetry(options: { kind: 'query' | 'mutation'; attempt: number; maxRetries: number; error: ApiError }): boolean {
  return options.kind === 'query' && options.attempt <= options.maxRetries && isRetryable(options.error);
}

/** Exponential backoff: 400 ms, 800 ms, 1600 ms ... capped at 5 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(5000, 400 * 2 ** Math.max(0, attempt - 1));
}
