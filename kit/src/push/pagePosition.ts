// The log position the page was served at (PAGE_POSITION_TIMING), which the shell reads as it starts.
// Apart from the push runtime so that the login page, which starts no stream, loads none of it.
import { noteHeardPosition } from '../api/readPosition';

let pagePosition: number | undefined;

/**
 * Every request names the page's position from now on (its reads are answered at least that fresh,
 * whichever copy serves them), and the page's first push stream resumes from it, so the stream's first
 * connect refetches only what changed since, not what the page has just read. Ignored unless it is a position.
 */
export function resumeFromPage(position: unknown): void {
  const value = typeof position === 'string' && /^\d+$/.test(position) ? Number(position) : position;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return;
  noteHeardPosition(value);
  pagePosition = value;
}

/** The page's position for the first stream it starts; later streams start afresh. */
export function takePagePosition(): number | undefined {
  const value = pagePosition;
  pagePosition = undefined;
  return value;
}
