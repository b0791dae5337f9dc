// The RTK Query base query: sendRequest plus the read-retry policy.
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';
import { sendRequest, type RequestArgs } from './request';
import { backoffDelay, DEFAULT_READ_RETRIES, shouldRetry } from './retryPolicy';

export interface ApiExtraOptions {
  /** Read retries for this endpoint (default 2; the admin check uses 0). */
  maxRetries?: number;
}

/** Resolves after ms, or at once when the signal aborts; leaves no listener behind either way. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export const baseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError, ApiExtraOptions> = async (args, api, extraOptions) => {
  const request: RequestArgs = typeof args === 'string' ? { url: args } : args;
  const maxRetries = extraOptions?.maxRetries ?? DEFAULT_READ_RETRIES;
  for (let attempt = 1; ; attempt += 1) {
    const result = await sendRequest(request, api.signal);
    if (!result.error) return { data: result.data };
    if (!api.signal.aborted && shouldRetry({ kind: api.type, attempt, maxRetries, error: result.error })) {
      await wait(backoffDelay(attempt), api.signal);
      // An abort during the back-off ends the read: no further request.
      if (!api.signal.aborted) continue;
    }
    if (api.type === 'query') console.warn(`[api] ${request.url} failed after ${attempt} attempt(s): ${result.error.text}`);
    return { error: result.error };
  }
};
