// The one Redux store of the app. Remotes add endpoints to kit's API slice; its reducer and
// middleware serve them all.
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@reality-draft/kit';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});

export type AppStore = typeof store;
