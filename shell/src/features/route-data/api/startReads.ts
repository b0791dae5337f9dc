// Starts a page's first reads through the app's one RTK Query store, each with a subscription that
// keeps its answer cached (the API drops unused data at once) until the page's own hooks subscribe.
// The answers' follow-up reads (readsAfter) start as each answer lands.
import { draftsApi, miniGamesApi, sessionApi } from '@reality-draft/kit/host';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { readKey, readsAfter, type ReadName, type RouteRead, type Viewer } from '../model/routeReads';

export type ReadDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface Subscription {
  unwrap(): Promise<unknown>;
  unsubscribe(): void;
}

const id = (read: RouteRead) => read.arg ?? '';

const INITIATE: Record<ReadName, (read: RouteRead) => Parameters<ReadDispatch>[0]> = {
  adminMe: (read) => sessionApi.endpoints.adminMe.initiate(id(read)),
  playerMe: (read) => sessionApi.endpoints.playerMe.initiate(id(read)),
  draftRoom: (read) => draftsApi.endpoints.draftRoom.initiate(id(read)),
  availableItems: (read) => draftsApi.endpoints.availableItems.initiate(id(read)),
  pickQueue: (read) => draftsApi.endpoints.pickQueue.initiate(id(read)),
  userDrafts: () => draftsApi.endpoints.userDrafts.initiate(),
  publicDrafts: () => draftsApi.endpoints.publicDrafts.initiate(),
  playerMiniGames: () => miniGamesApi.endpoints.playerMiniGames.initiate(),
};

/** Starts `reads` (and what their answers lead to) and holds them; the returned function lets them all go. */
export function startReads(dispatch: ReadDispatch, reads: RouteRead[], viewer: Viewer): () => void {
  const held = new Map<string, Subscription>();
  let released = false;

  function start(read: RouteRead) {
    const key = readKey(read);
    if (released || held.has(key)) return;
    const subscription = dispatch(INITIATE[read.name](read)) as Subscription;
    held.set(key, subscription);
    subscription.unwrap().then(
      (data) => readsAfter(read, data, viewer).forEach(start),
      // A failed read is the screen's to show (and retry); nothing follows from it.
      () => undefined,
    );
  }

  reads.forEach(start);
  return () => {
    released = true;
    held.forEach((subscription) => subscription.unsubscribe());
    held.clear();
  };
}
