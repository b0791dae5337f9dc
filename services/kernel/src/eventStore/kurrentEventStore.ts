import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  StreamNotFoundError,
  excludeSystemEvents,
  isSystemStream,
  type AllStreamRecordedEvent,
  type AppendResult as KurrentAppendResult,
  type Direction,
  type ReadPosition,
  type ReadStreamOptions,
} from '@kurrent/kurrentdb-client';
import {
  ConcurrencyError,
  assertExpectedVersion,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamOptions as StreamReadOptions,
  type ReadStreamResult,
  type RecordedEvent,
} from './eventStore';
import { KurrentAppendFeed } from './kurrentAppendFeed';
import {
  assertAppendable,
  readFrom,
  readLimit,
  toConcurrencyError,
  toEventData,
  toPosition,
  toRecordedEvent,
  toStreamState,
  versionOf,
} from './kurrentMapping';

/** Events read per page when head() looks back for the last event of the application's own streams. */
const HEAD_PAGE = 32;

/**
 * Event store on KurrentDB (EventStoreDB), through the official gRPC client. KurrentDB keeps the
 * streams and the global log ($all) itself: a stream's revision is the port's version minus one,
 * and an event's $all commit position is its global position (a byte offset in the transaction
 * log, so increasing and not consecutive). One writer appends to the log and readers only see up
 * to the last indexed commit, so a read of $all never passes an event that commits later.
 *
 * $all also holds KurrentDB's own events (types and streams starting with '$'); the server filters
 * out the types and this store drops the streams, and it refuses such names in appends.
 * Needs KurrentDB or EventStoreDB 22.6 or later (positions on stream reads, filtered reads of $all).
 */
export class KurrentEventStore implements EventStore {
  private readonly feed: KurrentAppendFeed;

  private constructor(private readonly client: KurrentDBClient) {
    this.feed = new KurrentAppendFeed(() => client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() }));
  }

  /** Connects with a connection string, e.g. kurrentdb://127.0.0.1:2113?tls=false. */
  static async open(connectionString: string): Promise<KurrentEventStore> {
    const store = new KurrentEventStore(KurrentDBClient.connectionString(connectionString));
    try {
      await store.feed.start();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    assertAppendable(streamId, events);
    if (events.length === 0) return this.appendNothing(streamId, expected);
    const streamState = toStreamState(expected);
    if (streamState === undefined) throw new ConcurrencyError(streamId, expected, await this.currentVersion(streamId));
    let result: KurrentAppendResult;
    try {
      result = await this.client.appendToStream(streamId, events.map(toEventData), { streamState });
    } catch (error) {
      throw toConcurrencyError(error, streamId, expected) ?? error;
    }
    // Only with throwOnAppendFailure=false in the connection string, and then without the stream's version.
    if (!result.success) throw new ConcurrencyError(streamId, expected, await this.currentVersion(streamId));
    this.feed.wake();
    // The reply's position is that of the append's last event (the record that ends its implicit transaction).
    const position = result.position ? toPosition(result.position.commit) : await this.positionAt(streamId, result.nextExpectedRevision);
    return { version: versionOf(result.nextExpectedRevision), position };
  }

  async readStream(streamId: string, { fromVersion = 1 }: StreamReadOptions = {}): Promise<ReadStreamResult> {
    const events: RecordedEvent[] = [];
    const options = fromVersion > 1 ? { fromRevision: BigInt(fromVersion - 1) } : undefined; // revisions count from 0
    for await (const event of this.streamEvents(streamId, options)) events.push(toRecordedEvent(event));
    const last = events.at(-1)?.version;
    return { events, version: last ?? (options ? await this.currentVersion(streamId) : 0) };
  }

  /**
   * Reads $all forwards a page at a time until `limit` events of the application's streams are in
   * hand or the log ends. A read starts at the last event already seen and includes it, hence one
   * more event asked for than still wanted, and every event at or before `after` dropped.
   */
  async readAll(after: number, limit = 1000): Promise<RecordedEvent[]> {
    const wanted = readLimit(limit);
    const events: RecordedEvent[] = [];
    let from = readFrom(after);
    let seen = after >= 0 ? after : -1; // NaN reads from the start, as readFrom does
    while (events.length < wanted) {
      const count = wanted - events.length + 1;
      const page = await this.readAllPage(from, FORWARDS, count);
      for (const event of page) {
        if (toPosition(event.position.commit) > seen && !isSystemStream(event.streamId)) events.push(toRecordedEvent(event));
      }
      const last = page.at(-1);
      if (!last || page.length < count) break;
      const reached = toPosition(last.position.commit);
      if (reached <= seen) break; // no progress: cannot happen with one position per event, but never loop for ever
      from = last.position;
      seen = reached;
    }
    return events.slice(0, wanted);
  }

  /** The position of the last event readAll would return: $all read backwards past KurrentDB's own streams. */
  async head(): Promise<number> {
    for (let from: ReadPosition = END; ;) {
      const page = await this.readAllPage(from, BACKWARDS, HEAD_PAGE);
      const last = page.find((event) => !isSystemStream(event.streamId));
      if (last) return toPosition(last.position.commit);
      const oldest = page.at(-1);
      if (!oldest || page.length < HEAD_PAGE) return 0;
      from = oldest.position;
    }
  }

  /** KurrentDB shows a committed event at once. */
  committedHead(): Promise<number> {
    return this.head();
  }

  onAppended(listener: () => void) {
    return this.feed.listen(listener);
  }

  async close(): Promise<void> {
    await this.feed.stop();
    await this.client.dispose();
  }

  /** An empty append writes nothing (KurrentDB would log an empty record); it still checks the version. */
  private async appendNothing(streamId: string, expected: ExpectedVersion): Promise<AppendResult> {
    const version = await this.currentVersion(streamId);
    assertExpectedVersion(streamId, expected, version);
    return { version, position: await this.head() };
  }

  private async currentVersion(streamId: string): Promise<number> {
    for await (const event of this.streamEvents(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) return versionOf(event.revision);
    return 0;
  }

  /** The log position of the stream's event at `revision` (for a server whose append reply leaves it out). */
  private async positionAt(streamId: string, revision: bigint): Promise<number> {
    for await (const event of this.streamEvents(streamId, { fromRevision: revision, maxCount: 1 })) return toRecordedEvent(event).position;
    throw new Error(`KurrentDB did not return ${streamId}@${revision} just appended`);
  }

  /** The stream's events read with `options`; none when the stream does not exist. */
  private async *streamEvents(streamId: string, options?: ReadStreamOptions) {
    try {
      for await (const { event } of this.client.readStream(streamId, options)) if (event) yield event;
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
  }

  /** Up to `count` events of $all from `from`, with KurrentDB's own event types filtered out by the server. */
  private async readAllPage(from: ReadPosition, direction: Direction, count: number): Promise<AllStreamRecordedEvent[]> {
    const page: AllStreamRecordedEvent[] = [];
    for await (const { event } of this.client.readAll({ fromPosition: from, direction, maxCount: count, filter: excludeSystemEvents() })) {
      if (event) page.push(event);
    }
    return page;
  }
}
