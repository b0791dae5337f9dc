// The app's one push client, its followed topics and its connection flag. kit is a Module
// Federation singleton, so the shell (which starts the stream) and every remote (which follow
// topics) share these. The client itself (the stream reader, its cursor and the SSE parser) loads
// when a session starts the stream, not with the login page; topics followed before then are
// handed to it when it is made.
import type { Dispatch } from '@reduxjs/toolkit';
import { PUSH_PATH } from '@reality-draft/events';
import { api } from '../api/apiSlice';
import { chooseToken } from '../api/chooseToken';
import { noteHeardPosition } from '../api/readPosition';
import { getTokens } from '../session/sessionStore';
import { createFlagStore } from './flagStore';
import { applyHeldChange } from './heldChanges';
import type { PushClient } from './pushClient';
import { takePagePosition } from './pagePosition';
import { noteServerTime } from './serverClock';
import { createTopicRegistry } from './topicRegistry';

let dispatch: Dispatch | null = null;

export const pushConnected = createFlagStore(false);
/**
 * True while a started stream makes its first connection (at most FIRST_CONNECT_GRACE_MS): the screens'
 * fallback polling waits for it instead of reading again what the page has just loaded.
 */
export const pushStarting = createFlagStore(false);
export const FIRST_CONNECT_GRACE_MS = 5_000;
export const pushTopics = createTopicRegistry();

let client: PushClient | null = null;
let loading: Promise<PushClient> | null = null;

function loadPushClient(): Promise<PushClient> {
  loading ??= import('./pushClient').then(({ createPushClient }) => {
    client = createPushClient({
      fetch: (url, init) => fetch(url, init),
      // The push path prefers the admin token, like every path outside the player prefixes.
      getToken: () => chooseToken(PUSH_PATH, getTokens()),
      invalidate: (tags) => dispatch?.(api.util.invalidateTags(tags)),
      apply: (topic, change) => (dispatch ? applyHeldChange(topic, change, dispatch) : false),
      onServerTime: noteServerTime,
      onPosition: noteHeardPosition,
      onConnectedChange: (connected) => {
        pushStarting.set(false);
        pushConnected.set(connected);
      },
    });
    client.setTopics(pushTopics.union());
    return client;
  });
  return loading;
}

/** Starts the stream for the signed-in session; returns the stop. */
export function startPushStream(storeDispatch: Dispatch): () => void {
  dispatch = storeDispatch;
  let stopped = false;
  pushStarting.set(true);
  const graceOver = setTimeout(() => pushStarting.set(false), FIRST_CONNECT_GRACE_MS);
  const onOnline = () => client?.retryNow();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  loadPushClient()
    .then((loaded) => {
      if (!stopped) loaded.start(takePagePosition());
    })
    .catch((error) => console.warn('[push] the push client could not be loaded; polling continues:', error));
  return () => {
    stopped = true;
    clearTimeout(graceOver);
    pushStarting.set(false);
    client?.stop();
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    dispatch = null;
  };
}

/** Re-reads the union of followed topics into the client. */
export function syncPushTopics(): void {
  client?.setTopics(pushTopics.union());
}
