// The one RTK Query API slice of the app. Remotes add endpoints with api.injectEndpoints(); the
// shell's store mounts api.reducer and api.middleware. Read defaults follow docs/accounts.md#read-defaults: no polling,
// no refetch on focus, cached data dropped as soon as nothing uses it.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const TAG_TYPES = [
  'AdminMe',
  'PlayerMe',
  'Players',
  'Drafts',
  'Draft',
  /** Who has a draft room open (beyond the spec). */
  'Presence',
  'Teams',
  'Contestants',
  'Picks',
  'PickQueue',
  'Points',
  'Leaderboard',
  'MiniGames',
  /** The event log for operators (issue 23): the push topic `log` invalidates it. */
  'EventLog',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 0,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
