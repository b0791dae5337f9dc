// Now on the server's clock, re-rendering every second (one shared ticker for every countdown).
import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerClock } from './serverClock';

export const TICK_MS = 1000;

const listeners = new Set<() => void>();
let current = serverNow();
let ticker: ReturnType<typeof setInterval> | undefined;
let unsubscribeClock: (() => void) | undefined;

function tick() {
  current = serverNow();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    current = serverNow();
    ticker = setInterval(tick, TICK_MS);
    unsubscribeClock = subscribeServerClock(tick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(ticker);
    unsubscribeClock?.();
    ticker = undefined;
    unsubscribeClock = undefined;
  };
}

function getSnapshot(): number {
  // Between ticks the value stays put (React compares snapshots); with no ticker running it is
  // refreshed when more than a tick old, so a first render is never stale.
  if (ticker === undefined && Math.abs(serverNow() - current) >= TICK_MS) current = serverNow();
  return current;
}

export function useServerNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
