// The browser clock's offset from the server's, from answers that carry the server's time (the push
// stream's hello, DraftDetail.serverTime). Each sample is placed at the middle of its round trip,
// and the sample with the shortest round trip among the recent ones wins (the least uncertain).

export interface ClockSample {
  /** server time - browser time, in ms. */
  offset: number;
  roundTrip: number;
}

/** One sample: the server said `serverTimeMs` somewhere between sentAt and receivedAt (browser ms). */
export function clockSample(serverTimeMs: number, sentAt: number, receivedAt: number): ClockSample {
  const roundTrip = Math.max(0, receivedAt - sentAt);
  return { offset: Math.round(serverTimeMs - (sentAt + roundTrip / 2)), roundTrip };
}

/** An ISO time as ms, or null when it is not a time. */
export function parseServerTime(iso: unknown): number | null {
  if (typeof iso !== 'string') return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

export const CLOCK_SAMPLES_KEPT = 8;

export function createClockOffset(kept: number = CLOCK_SAMPLES_KEPT) {
  let samples: ClockSample[] = [];
  let current = 0;
  return {
    /** Adds a sample; true when the offset in use changed. */
    add(sample: ClockSample): boolean {
      samples = [...samples, sample].slice(-kept);
      const best = samples.reduce((a, b) => (b.roundTrip < a.roundTrip ? b : a));
      const changed = best.offset !== current;
      current = best.offset;
      return changed;
    },
    offset: () => current,
  };
}

export type ClockOffset = ReturnType<typeof createClockOffset>;
