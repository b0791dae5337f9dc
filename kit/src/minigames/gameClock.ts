// A mini-game's timer. In an attempt the clock is the server's: the answer that revealed the puzzle
// says when the attempt started and what time the server had when it answered, so the browser's
// offset from the server is known and a reload shows the real elapsed time. A demo's clock is local.

/** The server's word on an attempt's clock, and when (browser ms) that answer arrived. */
export interface AttemptClock {
  startedAt: string;
  serverNow: string;
  receivedAt: number;
}

/** The attempt's start on this browser's clock (ms), or null if the answer's times do not parse. */
export function localStartOf(clock: AttemptClock): number | null {
  const started = Date.parse(clock.startedAt);
  const serverNow = Date.parse(clock.serverNow);
  if (Number.isNaN(started) || Number.isNaN(serverNow)) return null;
  return started - (serverNow - clock.receivedAt);
}

/** Whole seconds from start to now; 0 before the start (or with no start). */
export function elapsedSeconds(startMs: number | null, nowMs: number): number {
  if (startMs === null) return 0;
  return Math.max(0, Math.floor((nowMs - startMs) / 1000));
}
