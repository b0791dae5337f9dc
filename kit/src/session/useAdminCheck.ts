// The admin check (GET /api/admin/me) for the stored admin token: fresh for 5 minutes, never
// retried; a 401 logs the admin out.
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../api/apiError';
import { ADMIN_CHECK_CACHE_SECONDS, sessionApi } from './sessionApi';
import { sessionQueryState } from './sessionQueryState';
import { useSession } from './sessionStore';
import type { AdminRecord } from './types';

export interface AdminCheck {
  /** True while the check runs for a stored admin session and has no answer yet. */
  isLoading: boolean;
  /** True while any check request runs (e.g. a retry). */
  isFetching: boolean;
  isAdmin: boolean;
  admin: AdminRecord | null;
  error: ApiError | undefined;
  /** Runs the check again (only while an admin session is stored). */
  refetch: () => void;
}

export function useAdminCheck(): AdminCheck {
  const session = useSession();
  const result = sessionApi.useAdminMeQuery(session.role === 'admin' ? session.token : skipToken, {
    refetchOnMountOrArgChange: ADMIN_CHECK_CACHE_SECONDS,
  });
  const { record, ...state } = sessionQueryState(result);
  return { ...state, isAdmin: Boolean(record), admin: record, refetch: () => void result.refetch() };
}
