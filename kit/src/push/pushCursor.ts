// Last-Event-ID bookkeeping: the log position of the last change seen, sent when reconnecting so the
// server replays whatever the browser missed.
//
// A fresh connection (no position to resume from) starts at the hello's position; what happened
// before it is covered by refetching (the client invalidates everything on a fresh hello). A
// resumed connection keeps its position while the server replays from there; once a heartbeat
// follows (the stream is ordered, so the replay has fully arrived) it moves up to the hello's
// position, so a quiet topic set does not keep resuming from far behind. A page whose first reads are
// known to show the log up to a position (the page's own, PAGE_POSITION_TIMING) starts from there as
// from a resume: only what changed since is refetched, not what the page has just read. A hello behind the
// position the browser already saw means the server's log is not the one we resumed from (a
// restart on other storage): nothing can be replayed, so everything is refetched.

export type HelloOutcome = 'fresh' | 'resumed' | 'lost';

const isPosition = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A Last-Event-ID value as a position, or null. */
export function parsePosition(value: string | undefined | null): number | null {
  if (value == null || !/^\d+$/.test(value.trim())) return null;
  const position = Number(value.trim());
  return isPosition(position) ? position : null;
}

export function createPushCursor() {
  let position: number | null = null;
  let helloHead: number | null = null;
  const advanceTo = (value: number) => {
    if (position === null || value > position) position = value;
  };
  return {
    /** The Last-Event-ID header to send, or undefined on a fresh start. */
    lastEventId: (): string | undefined => (position === null ? undefined : String(position)),
    position: () => position,
    /** The hello of a connection opened with `sent` (what lastEventId() was then). */
    hello(helloPosition: unknown, sent: string | undefined): HelloOutcome {
      const resumedFrom = parsePosition(sent);
      const head = isPosition(helloPosition) ? helloPosition : null;
      helloHead = null;
      if (resumedFrom === null) {
        position = head ?? position;
        return 'fresh';
      }
      if (head !== null && head < resumedFrom) {
        position = head;
        return 'lost';
      }
      helloHead = head;
      return 'resumed';
    },
    /** A heartbeat after the hello: the replay has arrived, so the hello's position is covered. */
    settled(): void {
      if (helloHead !== null) advanceTo(helloHead);
      helloHead = null;
    },
    /** A change notice's position (its `id:`); older or repeated positions never move it back. */
    change(changePosition: unknown): void {
      const value = typeof changePosition === 'string' ? parsePosition(changePosition) : changePosition;
      if (isPosition(value)) advanceTo(value);
    },
    /** A reset: refetch everything, continue from the reset's position. */
    reset(resetPosition: unknown): void {
      position = isPosition(resetPosition) ? resetPosition : null;
      helloHead = null;
    },
    clear(): void {
      position = null;
      helloHead = null;
    },
    /** Starts from `from` instead of afresh: the data held is known to show the log up to there. */
    resumeFrom(from: unknown): void {
      if (isPosition(from)) position = from;
      helloHead = null;
    },
  };
}

export type PushCursor = ReturnType<typeof createPushCursor>;
