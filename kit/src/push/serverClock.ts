// The app's one server clock: serverNow() is the browser's time corrected by the offset measured
// from the push stream's hello and from DraftDetail.serverTime answers.
import { clockSample, createClockOffset, parseServerTime } from './clockOffset';

const offset = createClockOffset();
const listeners = new Set<() => void>();

/** Records the server's time from an answer sent at sentAt and received at receivedAt (browser ms). */
export function noteServerTime(serverTime: unknown, sentAt: number, receivedAt: number = Date.now()): void {
  const serverMs = parseServerTime(serverTime);
  if (serverMs === null) return;
  if (offset.add(clockSample(serverMs, sentAt, receivedAt))) listeners.forEach((listener) => listener());
}

/** Now, in ms, on the server's clock. */
export function serverNow(): number {
  return Date.now() + offset.offset();
}

export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
