// The push connection (docs/architecture.md#push): GET /api/push?topics=... over fetch() (EventSource cannot send a
// bearer header), read as Server-Sent Events. Change notices invalidate RTK Query tags, but for data
// they carry the change of (a draft's room), which is applied instead (options.apply); the stream
// reconnects with backoff and resumes with Last-Event-ID, so no change is missed while it was down.
// Everything it touches from outside (fetch, timers, the store) comes in through the options.
import { PUSH_PATH } from '@reality-draft/events';
import { holdsVersion } from './heldVersions';
import { createPushCursor } from './pushCursor';
import { readPushMessage } from './pushMessages';
import { readEventStream } from './readEventStream';
import { reconnectDelay } from './reconnectBackoff';
import { normalizeTopics, topicsKey } from './topicRegistry';
import { mergeTags, RESET_TAGS, tagsForTopics, type PushTag } from './topicTags';

type Timer = ReturnType<typeof setTimeout>;

export interface PushClientOptions {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The bearer token for the stream, or null when signed out. */
  getToken: () => string | null;
  /** Called once per burst of notices with the tags to invalidate. */
  invalidate: (tags: PushTag[]) => void;
  /** The hello's server time, with when the request was sent and the hello received. */
  onServerTime?: (serverTime: unknown, sentAt: number, receivedAt: number) => void;
  /** A log position the stream named (a hello's, a change notice's): the refetches it causes must see it. */
  onPosition?: (position: unknown) => void;
  onConnectedChange?: (connected: boolean) => void;
  now?: () => number;
  random?: () => number;
  setTimeout?: (fn: () => void, ms: number) => Timer;
  clearTimeout?: (timer: Timer) => void;
  /** Topic changes within this window make one reconnect (default 250 ms). */
  debounceMs?: number;
  /** Whether the data of a one-stream topic at a notice's version is already here (default: the held versions the drafts API keeps). */
  holds?: (topic: string, version: number) => boolean;
  /**
   * Applies the change a notice carries for a topic to the data held (a draft's room); true when the
   * data now shows it, so nothing is refetched for it. Without it (or on false: a gap) the topic refetches.
   */
  apply?: (topic: string, change: unknown) => boolean;
  /** No bytes (heartbeats come every 15 s) for this long means a dead connection (default 45 s). */
  stallMs?: number;
}

export const PUSH_DEBOUNCE_MS = 250;
export const PUSH_STALL_MS = 45_000;

export function pushUrl(topics: readonly string[]): string {
  return `${PUSH_PATH}?topics=${encodeURIComponent(topics.join(','))}`;
}

export function createPushClient(options: PushClientOptions) {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const later = options.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const cancel = options.clearTimeout ?? ((timer: Timer) => clearTimeout(timer));
  const debounceMs = options.debounceMs ?? PUSH_DEBOUNCE_MS;
  const stallMs = options.stallMs ?? PUSH_STALL_MS;
  const cursor = createPushCursor();

  let running = false;
  let topics: string[] = [];
  /** Bumped whenever a connection is closed on purpose; callbacks of older connections are ignored. */
  let generation = 0;
  let controller: AbortController | null = null;
  let connectTimer: Timer | undefined;
  let stallTimer: Timer | undefined;
  let retrying = false;
  let attempt = 0;
  let serverRetryMs = 0;
  let connected = false;

  function setConnected(value: boolean) {
    if (value === connected) return;
    connected = value;
    options.onConnectedChange?.(value);
  }

  function schedule(delay: number, isRetry = false) {
    if (connectTimer !== undefined) cancel(connectTimer);
    retrying = isRetry;
    connectTimer = later(() => {
      connectTimer = undefined;
      retrying = false;
      connect();
    }, delay);
  }

  function closeCurrent() {
    generation += 1;
    if (stallTimer !== undefined) cancel(stallTimer);
    stallTimer = undefined;
    controller?.abort();
    controller = null;
  }

  function connect() {
    closeCurrent();
    const token = running ? options.getToken() : null;
    if (!token || topics.length === 0) return setConnected(false);
    const connection = { generation, controller: new AbortController(), token, topics };
    controller = connection.controller;
    open(connection).then(
      () => ended(connection.generation),
      () => ended(connection.generation),
    );
  }

  /** The connection ended or broke (not on purpose): back off, then resume. */
  function ended(ofGeneration: number) {
    if (ofGeneration !== generation) return;
    closeCurrent();
    setConnected(false);
    if (!running) return;
    attempt += 1;
    schedule(reconnectDelay(attempt, random, serverRetryMs), true);
  }

  function watchForStall(ofGeneration: number) {
    if (stallTimer !== undefined) cancel(stallTimer);
    stallTimer = later(() => {
      if (ofGeneration === generation) controller?.abort();
    }, stallMs);
  }

  async function open(connection: { generation: number; controller: AbortController; token: string; topics: string[] }) {
    const current = () => connection.generation === generation;
    const sentAt = now();
    const lastEventId = cursor.lastEventId();
    const response = await options.fetch(pushUrl(connection.topics), {
      headers: {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${connection.token}`,
        ...(lastEventId !== undefined ? { 'Last-Event-ID': lastEventId } : {}),
      },
      credentials: 'include',
      cache: 'no-store',
      signal: connection.controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`push stream answered ${response.status}`);
    watchForStall(connection.generation);
    const batch = new Map<string, PushTag>();
    await readEventStream(response.body, {
      onMessage: (message) => {
        if (!current()) return;
        const read = readPushMessage(message);
        if (read.kind === 'hello') {
          options.onServerTime?.(read.hello.serverTime, sentAt, now());
          options.onPosition?.(read.hello.position);
          const outcome = cursor.hello(read.hello.position, lastEventId);
          // Fresh: what changed before this stream is refetched for the topics followed; lost: all.
          if (outcome === 'fresh') mergeTags(batch, tagsForTopics(connection.topics));
          if (outcome === 'lost') mergeTags(batch, RESET_TAGS);
          attempt = 0;
          setConnected(true);
        } else if (read.kind === 'change') {
          cursor.change(read.position);
          options.onPosition?.(read.position);
          const holds = options.holds ?? holdsVersion;
          // Held: the data is already at the notice's version (its own pick's answer), or now is, the change applied.
          const held = (topic: string) =>
            read.versions.has(topic) &&
            (holds(topic, read.versions.get(topic)!) || (read.changes.has(topic) && (options.apply?.(topic, read.changes.get(topic)) ?? false)));
          mergeTags(batch, tagsForTopics(read.topics, held));
        } else if (read.kind === 'reset') {
          cursor.reset(read.hello.position);
          mergeTags(batch, RESET_TAGS);
        }
      },
      onComment: () => current() && cursor.settled(),
      onRetry: (ms) => {
        serverRetryMs = ms;
      },
      onChunk: () => {
        if (!current()) return;
        watchForStall(connection.generation);
        if (batch.size === 0) return;
        const tags = [...batch.values()];
        batch.clear();
        options.invalidate(tags);
      },
    });
  }

  return {
    /**
     * A session exists: connect (once topics are followed). `resumeFrom`: a log position the data held
     * already shows (the page's first reads'), so the first connection resumes from it instead of refetching.
     */
    start(resumeFrom?: number) {
      if (running) return;
      running = true;
      attempt = 0;
      cursor.clear();
      if (resumeFrom !== undefined) cursor.resumeFrom(resumeFrom);
      schedule(debounceMs);
    },
    /** The session ended: close, forget the position. */
    stop() {
      running = false;
      if (connectTimer !== undefined) cancel(connectTimer);
      connectTimer = undefined;
      retrying = false;
      closeCurrent();
      setConnected(false);
      cursor.clear();
    },
    /** The union of followed topics changed: reconnect (debounced) with the new set. */
    setTopics(next: readonly string[]) {
      if (topicsKey(next) === topicsKey(topics)) return;
      topics = normalizeTopics(next);
      // While backing off, the pending retry will use the new topics.
      if (running && !retrying) schedule(debounceMs);
    },
    /** The browser came back online: retry at once instead of waiting out the backoff. */
    retryNow() {
      if (!running || connected) return;
      attempt = 0;
      schedule(0);
    },
    isConnected: () => connected,
    topics: () => topics,
    lastEventId: () => cursor.lastEventId(),
  };
}

export type PushClient = ReturnType<typeof createPushClient>;
