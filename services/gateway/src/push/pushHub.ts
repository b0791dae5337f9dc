import type { ChangeNotice, PushHello } from '@reality-draft/events';
import {
  subscribeToAll,
  type EventStore,
  type Principal,
  type ProjectorRunner,
  type RecordedEvent,
  type ServiceModule,
  type Subscription,
} from '@reality-draft/kernel';
import type { Logger } from 'pino';
import { firstUnreadableTopic, topicsChangedBy } from './pushTopics';

/** One browser's stream: what it follows and how to write to it. */
export interface PushClient {
  topics: Set<string>;
  send(event: 'hello' | 'change' | 'reset', data: PushHello | ChangeNotice, id?: number): void;
  /** Ends the stream (server shutting down); the browser reconnects elsewhere or later. */
  close(): void;
}

/** A browser further behind than this gets `reset` (refetch everything) instead of a replay. */
const MAX_CATCH_UP_EVENTS = 5_000;
const PAGE = 500;

/**
 * Follows the log and tells each browser which of its topics changed, once the read models show the
 * change (so the refetch it triggers is never stale). Notices carry topics and positions only.
 */
export class PushHub {
  private readonly clients = new Set<PushClient>();
  private subscription?: Subscription;
  private pending: RecordedEvent[] = [];
  private position = 0;

  constructor(
    private readonly events: EventStore,
    private readonly runner: ProjectorRunner,
    private readonly modules: ServiceModule[],
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.position = await this.events.head();
    this.subscription = subscribeToAll(this.events, this.position, (event) => void this.pending.push(event), {
      afterBatch: (position) => this.publish(position),
      onError: (err) => this.logger.error({ err }, 'push: reading the log failed'),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    for (const client of this.clients) client.close();
    this.clients.clear();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** The first of `topics` that `who` may not follow (as the services that publish them say), or null. */
  unreadableTopic(topics: Iterable<string>, who: Principal): Promise<string | null> {
    return firstUnreadableTopic(this.modules, topics, who);
  }

  /**
   * Adds a browser; with `lastEventId` it first hears what it missed while away. Notices published
   * while it catches up are held back and sent after, so the ids it sees never go backwards.
   */
  async connect(client: PushClient, lastEventId: number | null): Promise<() => void> {
    const hello = { serverTime: new Date().toISOString(), position: this.position };
    client.send('hello', hello);
    const held: Array<() => void> = [];
    const holding: PushClient = { ...client, send: (...args) => void held.push(() => client.send(...args)) };
    this.clients.add(holding);
    try {
      if (lastEventId !== null && lastEventId !== hello.position) await this.catchUp(client, lastEventId, hello);
    } finally {
      this.clients.delete(holding);
    }
    this.clients.add(client);
    for (const send of held) send();
    return () => this.clients.delete(client);
  }

  /** A browser ahead of the log (the data was reset) or too far behind starts over with `reset`. */
  private async catchUp(client: PushClient, after: number, hello: PushHello): Promise<void> {
    if (after > hello.position || hello.position - after > MAX_CATCH_UP_EVENTS) return client.send('reset', hello);
    const missed: RecordedEvent[] = [];
    for (let from = after; from < hello.position;) {
      const page = await this.events.readAll(from, PAGE);
      if (page.length === 0) break;
      missed.push(...page.filter((event) => event.position <= hello.position));
      from = page.at(-1)!.position;
    }
    const topics = [...topicsChangedBy(this.modules, missed)].filter((topic) => client.topics.has(topic));
    if (topics.length) client.send('change', { position: hello.position, topics }, hello.position);
  }

  private async publish(position: number): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    await this.runner.waitFor(position);
    this.position = position;
    const changed = topicsChangedBy(this.modules, batch);
    if (changed.size === 0) return;
    for (const client of this.clients) {
      const topics = [...client.topics].filter((topic) => changed.has(topic));
      if (topics.length) client.send('change', { position, topics }, position);
    }
  }
}
