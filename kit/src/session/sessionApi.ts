// The two "who am I" reads, keyed by the token they are made with (one cache entry per token), so an
// answer about one session can never be shown for another.
import { apiRoute, type ApiAnswer } from '../api/apiRoute';
import { api } from '../api/apiSlice';
import { whoAmI } from './whoAmI';

/** The admin check's answer stays fresh for 5 minutes (docs/accounts.md#admin-check). */
export const ADMIN_CHECK_CACHE_SECONDS = 300;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMe: build.query<ApiAnswer<'identity', 'adminMe'> | null, string>({
      queryFn: (token, _api, _extraOptions, baseQuery) =>
        whoAmI<ApiAnswer<'identity', 'adminMe'>>(baseQuery, { role: 'admin', url: apiRoute('identity', 'adminMe').url, token }),
      extraOptions: { maxRetries: 0 },
      keepUnusedDataFor: ADMIN_CHECK_CACHE_SECONDS,
      providesTags: ['AdminMe'],
    }),
    playerMe: build.query<ApiAnswer<'identity', 'playerMe'> | null, string>({
      queryFn: (token, _api, _extraOptions, baseQuery) =>
        whoAmI<ApiAnswer<'identity', 'playerMe'>>(baseQuery, { role: 'player', url: apiRoute('identity', 'playerMe').url, token }),
      providesTags: ['PlayerMe'],
    }),
  }),
});
