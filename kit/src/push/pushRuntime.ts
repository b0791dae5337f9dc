// The app's one push client, its followed topics and its connection flag. kit is a Module
// Federation singleton, so the shell (which starts the stream) and every remote (which follow
// topics) share these.
import type { Dispatch } from '@reduxjs/toolkit';
import { PUSH_PATH } from '@reality-draft/events';
import { api } from '../api/apiSlice';
import { chooseToken } from '../api/chooseToken';
import { getTokens } from '../session/sessionStore';
import { createFlagStore } from './flagStore';
import { createPushClient } from './pushClient';
import { noteServerTime } from './serverClock';
import { createTopicRegistry } from './topicRegistry';

let dispatch: Dispatch | null = null;

export const pushConnected = createFlagStore(false);
export const pushTopics = createTopicRegistry();

export const pushClient = createPushClient({
  fetch: (url, init) => fetch(url, init),
  // The push path prefers the admin token, like every path outside the player prefixes.
  getToken: () => chooseToken(PUSH_PATH, getTokens()),
  invalidate: (tags) => dispatch?.(api.util.invalidateTags(tags)),
  onServerTime: noteServerTime,
  onConnectedChange: pushConnected.set,
});

/** Starts the stream for the signed-in session; returns the stop. */
export function startPushStream(storeDispatch: Dispatch): () => void {
  dispatch = storeDispatch;
  const onOnline = () => pushClient.retryNow();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  pushClient.start();
  return () => {
    pushClient.stop();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    dispatch = null;
  };
}

/** Re-reads the union of followed topics into the client. */
export function syncPushTopics(): void {
  pushClient.setTopics(pushTopics.union());
}
