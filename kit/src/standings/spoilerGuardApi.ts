// The player's spoiler guard (GET /api/player/spoiler-guard): how far they have watched each show. In the
// kit because every remote that shows an elimination hides the later ones (guardedElimination).
import type { ShowType } from '@reality-draft/events';
import { apiRoute, type ApiAnswer } from '../api/apiRoute';
import { api } from '../api/apiSlice';
import { useSession } from '../session/sessionStore';

export const spoilerGuardApi = api.injectEndpoints({
  endpoints: (build) => ({
    spoilerGuard: build.query<ApiAnswer<'scoring', 'getSpoilerGuard'>, void>({ query: () => apiRoute('scoring', 'getSpoilerGuard') }),
  }),
});

export const { useSpoilerGuardQuery } = spoilerGuardApi;

/** The player's "watched through" for a show: null while everything counts (or before it loads, and for admins: they have no guard). */
export function useWatchedThrough(showType: ShowType): number | null {
  const isAdmin = useSession().role === 'admin';
  const { data } = useSpoilerGuardQuery(undefined, { skip: isAdmin });
  return data?.[showType] ?? null;
}
