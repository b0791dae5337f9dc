// A page's first reads, sent by the shell's entry script before the app's code has arrived (issue 29,
// data before code), and handed to the app's first request for the same URL with the same token, so
// each read is sent once and its answer is waiting when the screen asks. Held on globalThis: the
// shell's entry and the request module that takes them are in different chunks, and a remote's copy
// of kit would be another module instance.
import { buildHeaders } from './requestHeaders';

/** An answer as sendRequest reads it: its status and whole body. */
export interface ApiAnswer {
  status: number;
  statusText: string;
  text: string;
}

interface EarlyRead {
  token: string | null;
  sentAt: number;
  answer: Promise<ApiAnswer>;
}

/**
 * How long a page's first reads are held for its screen (its remote's code may arrive, on a slow phone,
 * well after they answer): an early read older than this is not taken, the screen asks afresh, and the
 * shell lets go of the cached answers nobody used (route-data's followRoute).
 */
export const FIRST_READ_HOLD_MS = 15_000;

const HELD = Symbol.for('reality-draft.earlyReads');

function held(): Map<string, EarlyRead> {
  const scope = globalThis as { [HELD]?: Map<string, EarlyRead> };
  return (scope[HELD] ??= new Map());
}

/** A fetch's answer read whole. */
export async function readAnswer(response: Response): Promise<ApiAnswer> {
  return { status: response.status, statusText: response.statusText, text: await response.text() };
}

/** Sends GET `url` with `token` now and holds its answer for the app's first request of it. */
export function sendEarlyRead(url: string, token: string | null, now = Date.now()): Promise<ApiAnswer> {
  const existing = held().get(url);
  if (existing && existing.token === token) return existing.answer;
  const answer = fetch(url, { headers: buildHeaders(token, false), credentials: 'include' }).then(readAnswer);
  held().set(url, { token, sentAt: now, answer });
  // Whoever takes the read sees a failure; an untaken one must not report an unhandled rejection.
  answer.catch(() => undefined);
  return answer;
}

/** The held answer of GET `url` sent with `token` (once: it is let go), or null to send the request afresh. */
export function takeEarlyRead(url: string, token: string | null, now = Date.now()): Promise<ApiAnswer> | null {
  const read = held().get(url);
  if (!read) return null;
  held().delete(url);
  return read.token === token && now - read.sentAt <= FIRST_READ_HOLD_MS ? read.answer : null;
}

/** Tests: no read held. */
export function forgetEarlyReads(): void {
  held().clear();
}
