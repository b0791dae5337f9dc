// The one RTK Query API slice of the app. Remotes add endpoints with api.injectEndpoints(); the
// shell's store mounts api.reducer and api.middleware. Read defaults follow docs/accounts.md#read-defaults: no polling,
// no refetch on focus, cached data dropped as soon as nothing uses it.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { TAG_TYPES } from './tagTypes';

export { TAG_TYPES };

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 0,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
