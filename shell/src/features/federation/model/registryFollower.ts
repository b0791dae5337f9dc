// The registry as the shell follows it: read at start, and read again when a remote's screen is
// opened once REFRESH_INTERVAL_MS have passed since the last read, so that a remote pointed at a new
// build (a redeploy) is picked up by the next navigation, without a reload. A slow or failed read
// never holds a screen up: the last good registry serves meanwhile.
import type { Registry } from './registry';

export const REFRESH_INTERVAL_MS = 5_000;
/** How long opening a screen waits for a fresh registry before it goes on with the last good one. */
export const REFRESH_WAIT_MS = 3_000;

export interface RegistryFollower {
  /** The last registry read if it is recent, else a fresh one. Rejects only while none was ever read. */
  current(): Promise<Registry>;
  /** Reads the registry now, whatever the interval (a retry after a failed load). */
  reload(): Promise<Registry>;
}

export interface FollowOptions {
  intervalMs?: number;
  waitMs?: number;
  now?: () => number;
  onStaleRead?: (error: unknown) => void;
}

export function followRegistry(read: () => Promise<Registry>, options: FollowOptions = {}): RegistryFollower {
  const { intervalMs = REFRESH_INTERVAL_MS, waitMs = REFRESH_WAIT_MS, now = Date.now } = options;
  const onStaleRead = options.onStaleRead ?? ((error) => console.warn('[federation] the remote registry could not be read again:', error));
  let latest: Registry | null = null;
  let readAt = -Infinity;
  let pending: Promise<Registry> | null = null;

  function reload(): Promise<Registry> {
    pending ??= read()
      .then(
        (registry) => {
          latest = registry;
          readAt = now();
          return registry;
        },
        (error: unknown) => {
          // With a registry in hand, a failed read is retried after the interval, not on every screen.
          if (latest) readAt = now();
          throw error;
        },
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function current(): Promise<Registry> {
    if (!latest) return reload();
    if (now() - readAt < intervalMs) return Promise.resolve(latest);
    const lastGood = latest;
    const fresh = reload().catch((error: unknown) => {
      onStaleRead(error);
      return lastGood;
    });
    return within(fresh, waitMs, lastGood);
  }

  return { current, reload };
}

/** `promise`'s value if it settles within `ms`, else `otherwise` (`promise` must not reject). */
function within<T>(promise: Promise<T>, ms: number, otherwise: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(otherwise), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
