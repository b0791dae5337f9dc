// How long the push client waits before reconnecting: exponential from 1 s, capped at 30 s, with
// "equal jitter" (half fixed, half random) so many browsers do not come back in step.

export const RECONNECT_INITIAL_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** The delay before reconnect attempt `attempt` (1-based); `minimum` honours the server's `retry:`. */
export function reconnectDelay(attempt: number, random: () => number = Math.random, minimum = 0): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_INITIAL_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(base / 2 + random() * (base / 2));
  return Math.max(minimum, jittered);
}
