// The admin check (GET /api/admin/me): cached 5 minutes, never retried; a 401 logs the admin out.
import type { ApiError } from '../api/apiError';
import { sessionApi } from './sessionApi';
import { useSession } from './sessionStore';
import type { AdminRecord } from './types';

export interface AdminCheck {
  /** True while the check runs for a stored admin session. */
  isLoading: boolean;
  isAdmin: boolean;
  admin: AdminRecord | null;
  error: ApiError | undefined;
}

export function useAdminCheck(): AdminCheck {
  const session = useSession();
  const hasAdminSession = session.role === 'admin';
  const { data, isLoading, isFetching, error } = sessionApi.useAdminMeQuery(undefined, { skip: !hasAdminSession });
  return {
    isLoading: hasAdminSession && (isLoading || (isFetching && data === undefined)),
    isAdmin: hasAdminSession && Boolean(data),
    admin: hasAdminSession ? (data ?? null) : null,
    error: hasAdminSession ? (error as ApiError | undefined) : undefined,
  };
}
