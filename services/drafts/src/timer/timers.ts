/** Where the turn clock gets its alarms; tests pass a manual one and move time themselves. */
export interface Timers {
  set(run: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  set: (run, delayMs) => setTimeout(run, delayMs),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
