// The two "who am I" reads. A 401 means the stored token is dead: it is removed and the answer is
// null (logged out) instead of an error.
import { api } from '../api/apiSlice';
import { sessionActions } from './sessionStore';
import type { AdminRecord, PlayerRecord } from './types';

export const ADMIN_CHECK_CACHE_SECONDS = 300;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMe: build.query<AdminRecord | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/admin/me' });
        if (result.error?.status === 401) {
          sessionActions.dropAdmin();
          return { data: null };
        }
        return result.error ? { error: result.error } : { data: result.data as AdminRecord };
      },
      extraOptions: { maxRetries: 0 },
      keepUnusedDataFor: ADMIN_CHECK_CACHE_SECONDS,
      providesTags: ['AdminMe'],
    }),
    playerMe: build.query<PlayerRecord | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/players/me' });
        if (result.error?.status === 401) {
          sessionActions.dropPlayer();
          return { data: null };
        }
        return result.error ? { error: result.error } : { data: result.data as PlayerRecord };
      },
      providesTags: ['PlayerMe'],
    }),
  }),
});
