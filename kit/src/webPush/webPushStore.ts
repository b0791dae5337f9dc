// This device's Web Push state as the account menu reads it: read when the menu opens, set by the
// menu's own switch. Messages worded once for the toasts.
import { useSyncExternalStore } from 'react';
import { disableWebPush, enableWebPush, readWebPushState, type WebPushOutcome, type WebPushState } from './webPushDevice';

export const WEB_PUSH_TEXT = {
  on: { title: 'Push is on for this device', description: 'Your turn reaches you here even when Reality Draft is closed.' },
  off: { title: 'Push is off for this device' },
  unavailable: { title: 'Push is not available in this browser', description: 'The in-page cues still work while Reality Draft is open.' },
  denied: { title: 'Notifications are blocked', description: 'Allow them for this site in the browser to get pushes. The in-page cues still work.' },
  refused: { title: 'Push could not be turned on', description: 'The server did not take this device. Try again in a moment.' },
} as const;

const listeners = new Set<() => void>();
let state: WebPushState | 'unknown' = 'unknown';
let busy = false;

function set(next: WebPushState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function setBusy(next: boolean) {
  busy = next;
  listeners.forEach((listener) => listener());
}

export async function refreshWebPushState(): Promise<void> {
  set(await readWebPushState());
}

/** Turns Web Push on or off for this device; the outcome names why it could not be turned on. */
export async function switchWebPush(on: boolean): Promise<WebPushOutcome> {
  setBusy(true);
  try {
    if (!on) {
      await disableWebPush();
      return { ok: true };
    }
    return await enableWebPush();
  } finally {
    await refreshWebPushState();
    setBusy(false);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
let snapshot: { state: WebPushState | 'unknown'; busy: boolean } = { state, busy };
const getSnapshot = () => {
  if (snapshot.state !== state || snapshot.busy !== busy) snapshot = { state, busy };
  return snapshot;
};

export function useWebPushState(): { state: WebPushState | 'unknown'; busy: boolean } {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
