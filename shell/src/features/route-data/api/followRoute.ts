// The page being shown and the first reads held for it: a navigation (or the cold load) starts the new
// page's reads, then lets the previous page's go. A page's reads are held until its screen has had time
// to subscribe to them: its remote's code arriving, on a slow phone, after the reads have answered.
import { FIRST_READ_HOLD_MS } from '@reality-draft/kit/entry';
import type { Session } from '@reality-draft/kit/host';
import { readKey, routeReads, viewerOf } from '../model/routeReads';
import { startReads, type ReadDispatch } from './startReads';

/** How long a page's first reads stay cached for its screen without being used (as long as an early read is taken). */
export const HOLD_MS = FIRST_READ_HOLD_MS;

let current: { key: string; release: () => void } | null = null;

/** Runs `release` once: after `ms`, or when called first. */
function releasedAfter(release: () => void, ms: number): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    release();
  };
  const timer = setTimeout(once, ms);
  return once;
}

/** Holds the first reads of the page at `pathname` for `session`; the same page again keeps what it holds. */
export function followRoute(dispatch: ReadDispatch, pathname: string, session: Session, holdMs = HOLD_MS): void {
  const viewer = viewerOf(session);
  const reads = viewer ? routeReads(pathname, viewer) : [];
  const key = viewer ? `${viewer.token} ${reads.map(readKey).join(' ')}` : '';
  if (current?.key === key) return;
  const previous = current;
  // The new page's reads are held before the previous page's go: a read both make stays cached.
  current = { key, release: viewer && reads.length > 0 ? releasedAfter(startReads(dispatch, reads, viewer), holdMs) : () => undefined };
  previous?.release();
}
