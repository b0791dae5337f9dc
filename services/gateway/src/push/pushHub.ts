import type { ChangeNotice, DraftRoomChange, PushHello } from '@reality-draft/events';
import { recordSpanInTraces, type EventStore, type Principal, type ProjectorRunner, type RecordedEvent } from '@reality-draft/kernel';
import type { Logger } from 'pino';
import { firstUnreadableTopic, topicChanges, topicsChangedBy, topicVersions, type TopicPublisher } from './pushTopics';
import { TopicIndex } from './topicIndex';

/** Presence is told for a draft's room topics only. */
const PRESENCE_TOPIC = /^draft:/;
const presenceKey = (people: string[]) => [...people].sort().join(',');

/** The people on each presence topic of `topics`, as a comparable key. */
function presenceOf(hub: PushHub, topics: Set<string>): Map<string, string> {
  return new Map([...topics].filter((topic) => PRESENCE_TOPIC.test(topic)).map((topic) => [topic, presenceKey(hub.presentOn(topic))]));
}

/** One browser's stream: what it follows and how to write to it. */
export interface PushClient {
  topics: Set<string>;
  /** The signed-in person holding the stream (presence: who has a room open). */
  person: string;
  send(event: 'hello' | 'change' | 'reset', data: PushHello | ChangeNotice, id?: number): void;
  /** Ends the stream (server shutting down); the browser reconnects elsewhere or later. */
  close(): void;
}

/** A browser further behind than this gets `reset` (refetch everything) instead of a replay. */
const MAX_CATCH_UP_EVENTS = 5_000;
const PAGE = 500;

/**
 * Follows the log (sharing the read models' subscription) and tells each browser which of its topics
 * changed, once the read models show the change (so the refetch it triggers is never stale). Notices
 * carry topics, the position, and for a topic that is one stream (a draft's room) its version and,
 * where its service tells it (ServiceModule.changeOf), what changed, so the browser need not refetch.
 */
export class PushHub {
  private readonly clients = new TopicIndex<PushClient>();
  private stopFollowing?: () => Promise<void>;
  private position = 0;

  constructor(
    private readonly events: EventStore,
    private readonly runner: ProjectorRunner,
    private readonly modules: TopicPublisher[],
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.position = this.runner.position;
    this.stopFollowing = this.runner.onApplied((batch) => this.publish(batch));
  }

  async stop(): Promise<void> {
    await this.stopFollowing?.();
    const open = [...this.clients.all()];
    for (const client of open) this.clients.delete(client);
    for (const client of open) client.close();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** The people holding a stream on `topic` right now (each once, however many tabs), in no set order. */
  presentOn(topic: string): string[] {
    return this.clients.peopleOn(topic);
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
    const hello = { serverTime: new Date().toISOString(), position: await this.resumablePosition(lastEventId) };
    client.send('hello', hello);
    const held: Array<() => void> = [];
    const holding: PushClient = { ...client, send: (...args) => void held.push(() => client.send(...args)) };
    const arriving = presenceOf(this, client.topics);
    this.clients.add(holding);
    try {
      if (lastEventId !== null && lastEventId !== hello.position) await this.catchUp(client, lastEventId, hello);
    } finally {
      this.clients.delete(holding);
    }
    this.clients.add(client);
    for (const send of held) send();
    this.tellPresenceChanges(arriving, client);
    return () => {
      const leaving = presenceOf(this, client.topics);
      if (this.clients.delete(client)) this.tellPresenceChanges(leaving);
    };
  }

  /**
   * Where a stream starts: this process's position. A browser back from another gateway (a copy
   * further along the log, or one that went away) may have heard of events this one has not applied
   * yet: they are waited for (the read models' bounded wait), so that the browser resumes from where
   * it was rather than starting over; the notices of events up to there that follow it are repeats.
   */
  private async resumablePosition(lastEventId: number | null): Promise<number> {
    if (lastEventId === null || lastEventId <= this.position) return this.position;
    await this.runner.waitFor(lastEventId);
    return Math.max(this.position, Math.min(lastEventId, this.runner.position));
  }

  /**
   * Someone opened or closed a room: the others following its topic hear a notice of it (no id: the
   * log did not move), so the presence dots refetch. Only topics whose set of people changed are named.
   */
  private tellPresenceChanges(before: Map<string, string>, arrived?: PushClient): void {
    for (const [topic, people] of before) {
      if (presenceKey(this.presentOn(topic)) === people) continue;
      for (const client of this.clients.followersOf(topic)) {
        if (client === arrived) continue;
        try {
          client.send('change', { position: this.position, topics: [topic] });
        } catch (err) {
          this.logger.warn({ err }, 'push: a presence notice could not be written');
        }
      }
    }
  }

  /**
   * A browser ahead of the log (the data was reset) or too far behind (more than MAX_CATCH_UP_EVENTS
   * events: positions are not consecutive, so the events are counted) starts over with `reset`.
   */
  private async catchUp(client: PushClient, after: number, hello: PushHello): Promise<void> {
    if (after > hello.position) return client.send('reset', hello);
    const changed = new Set<string>();
    let missed = 0;
    for (let from = after; from < hello.position;) {
      const page = (await this.events.readAll(from, PAGE)).filter((event) => event.position <= hello.position);
      if (page.length === 0) break;
      missed += page.length;
      if (missed > MAX_CATCH_UP_EVENTS) return client.send('reset', hello);
      topicsChangedBy(this.modules, page).forEach((topic) => changed.add(topic));
      from = page.at(-1)!.position;
    }
    const topics = [...changed].filter((topic) => client.topics.has(topic));
    if (topics.length) client.send('change', { position: hello.position, topics }, hello.position);
  }

  /**
   * A batch the read models have applied: each browser hears which of its topics it changed. The
   * notices join the traces of the requests that wrote the batch's events (their metadata.traceparent).
   */
  private publish(batch: RecordedEvent[]): void {
    const started = Date.now();
    const position = batch.at(-1)!.position;
    this.position = position;
    const changed = topicsChangedBy(this.modules, batch);
    if (changed.size === 0) return;
    const versions = topicVersions(this.modules, batch);
    const changes = topicChanges(this.modules, batch);
    // Streams told the same topics share one notice object, so it is serialised once (pushHandler).
    const notices = new Map<string, ChangeNotice>();
    let notified = 0;
    for (const [client, reached] of this.clients.followersOfAny(changed)) {
      // In the order the browser named its topics.
      const topics = reached.length === 1 ? reached : [...client.topics].filter((topic) => changed.has(topic));
      const key = topics.join(',');
      let notice = notices.get(key);
      if (!notice) {
        notice = { position, topics };
        const known = topics.filter((topic) => versions.has(topic));
        if (known.length) notice.versions = Object.fromEntries(known.map((topic) => [topic, versions.get(topic)!]));
        const told = known.filter((topic) => changes.has(topic));
        if (told.length) notice.changes = Object.fromEntries(told.map((topic) => [topic, changes.get(topic) as DraftRoomChange]));
        notices.set(key, notice);
      }
      try {
        client.send('change', notice, position);
        notified += 1;
      } catch (err) {
        this.logger.warn({ err }, 'push: a notice could not be written'); // that stream's own close handler cleans up
      }
    }
    const attributes = { 'push.position': position, 'push.topics': changed.size, 'push.streams_notified': notified };
    recordSpanInTraces(
      'push notice',
      batch.map((event) => event.metadata.traceparent),
      attributes,
      started,
    );
  }
}
