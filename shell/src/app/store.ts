// The one Redux store of the app. Remotes add endpoints to kit's API slice; its reducer and
// middleware serve them all.
import { configureStore } from '@reduxjs/toolkit';
import { api, getSession, syncApiWithSession } from '@reality-draft/kit/host';
import { followRoute } from '../features/route-data/api/followRoute';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});

// A login, logout or rejected token (in this tab or another) starts the API cache afresh.
syncApiWithSession(store.dispatch);

export type AppStore = typeof store;

/** Starts the first reads of the page at `pathname` for the stored session (the cold load, before the page is drawn). */
export const startRouteData = (pathname: string) => followRoute(store.dispatch, pathname, getSession());
