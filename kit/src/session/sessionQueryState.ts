// What the session hooks report from an RTK Query result. Only the answer for the current token
// (currentData) counts: while another token's answer is cached, the previous user is never shown.
import type { ApiError } from '../api/apiError';

export interface SessionQueryState<T> {
  /** Waiting for the first answer for this token. */
  isLoading: boolean;
  /** Any request running, a retry after an error included. */
  isFetching: boolean;
  record: T | null;
  error: ApiError | undefined;
}

export function sessionQueryState<T>(result: { currentData?: T | null; isLoading: boolean; isFetching: boolean; error?: unknown }): SessionQueryState<T> {
  const error = result.error as ApiError | undefined;
  const waiting = result.isLoading || result.isFetching;
  return {
    // A retry after an error keeps the error on screen (with a busy retry button) instead of a spinner.
    isLoading: result.currentData === undefined && waiting && !error,
    isFetching: waiting,
    record: result.currentData ?? null,
    error,
  };
}
