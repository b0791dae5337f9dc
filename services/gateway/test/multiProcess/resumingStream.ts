/** Test code: a browser's push stream that reconnects with Last-Event-ID whenever it ends, and the check that it missed nothing. */
import type { RecordedEvent } from '@reality-draft/kernel';
import { follow, type FollowedStream, type PushMessage } from '../sseClient';

/** A browser waits about this long before reconnecting (the server's `retry` is 2 s; the test need not wait that long). */
const RECONNECT_MS = 200;

/** One message as it came, with the connection it came on. */
export interface HeardMessage extends PushMessage {
  connection: number;
}

/**
 * Follows `topics` with `token` through `baseUrl`, reconnecting with the last change notice's id
 * (or the first hello's position) as Last-Event-ID each time the stream ends or breaks.
 */
export class ResumingStream {
  readonly heard: HeardMessage[] = [];
  connections = 0;
  private current?: FollowedStream;
  private closed = false;
  private lastEventId?: number;
  private copied = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    readonly topics: string[],
  ) {}

  /** Opens the first connection and waits for its hello. */
  async open(): Promise<void> {
    this.connect();
    await this.waitFor((message) => message.event === 'hello');
  }

  close(): void {
    this.closed = true;
    this.current?.close();
  }

  /** The furthest log position the stream has told of (a hello's or a notice's), as the browser's kit keeps it. */
  get heardPosition(): number {
    return Math.max(0, ...this.heard.filter((message) => message.event === 'hello' || message.event === 'change').map((message) => message.data.position));
  }

  /** The first position the stream covers from: its first hello's. */
  get from(): number {
    return this.heard.find((message) => message.event === 'hello')!.data.position;
  }

  async waitFor(predicate: (message: HeardMessage) => boolean, timeoutMs = 10_000): Promise<HeardMessage> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = this.heard.find(predicate);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no such push message within ${timeoutMs} ms; heard ${JSON.stringify(this.heard.slice(-5))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private connect(): void {
    const connection = ++this.connections;
    const headers: Record<string, string> = this.lastEventId === undefined ? {} : { 'last-event-id': String(this.lastEventId) };
    const stream = follow(`${this.baseUrl}/api/push?topics=${encodeURIComponent(this.topics.join(','))}`, this.token, headers);
    this.current = stream;
    this.copied = 0;
    const copy = setInterval(() => this.copyFrom(stream, connection), 10);
    const reconnect = () => {
      clearInterval(copy);
      this.copyFrom(stream, connection);
      if (!this.closed) setTimeout(() => this.connect(), RECONNECT_MS);
    };
    stream.opened.then((res) => {
      if (res.status !== 200) {
        this.heard.push({ event: 'refused', data: { position: res.status }, connection });
        return reconnect();
      }
      void stream.ended.then(reconnect);
    }, reconnect);
  }

  private copyFrom(stream: FollowedStream, connection: number): void {
    for (const message of stream.messages.slice(this.copied)) {
      this.heard.push({ ...message, connection });
      if (message.event === 'hello' && this.lastEventId === undefined) this.lastEventId = message.data.position;
      if (message.event === 'change' && message.id !== undefined) this.lastEventId = Math.max(this.lastEventId ?? 0, Number(message.id));
    }
    this.copied = stream.messages.length;
  }
}

/**
 * What a stream missed of `events` (the log after its start, every event's push topics known by
 * `topicsOf`): read as the browser's cursor reads it, each change notice with an id covers the events
 * after the previous id up to its own, and must name every followed topic those events touched; the
 * last id must reach the last event touching a followed topic; a `reset` (start over) counts as a miss.
 */
export function missedNotices(stream: ResumingStream, events: RecordedEvent[], topicsOf: (event: RecordedEvent) => string[]): string[] {
  const followed = new Set(stream.topics);
  const relevant = events
    .filter((event) => event.position > stream.from)
    .map((event) => ({ position: event.position, topics: topicsOf(event).filter((topic) => followed.has(topic)) }))
    .filter((event) => event.topics.length > 0);
  const missed: string[] = [];
  let cursor = stream.from;
  for (const message of stream.heard) {
    if (message.event === 'reset') missed.push(`a reset on connection ${message.connection} (the stream started over instead of resuming)`);
    if (message.event !== 'change' || message.id === undefined || Number(message.id) <= cursor) continue;
    const upTo = Number(message.id);
    for (const event of relevant.filter((e) => e.position > cursor && e.position <= upTo)) {
      const unnamed = event.topics.filter((topic) => !(message.data.topics ?? []).includes(topic));
      if (unnamed.length) missed.push(`event ${event.position} (${unnamed.join(', ')}) not named by notice ${upTo}`);
    }
    cursor = upTo;
  }
  for (const event of relevant.filter((e) => e.position > cursor)) missed.push(`event ${event.position} (${event.topics.join(', ')}) never announced`);
  return missed;
}
