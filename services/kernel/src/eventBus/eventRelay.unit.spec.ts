import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { BusMessage, EventBusProducer, TopicMessages } from './eventBusProducer';
import { EventRelay, RELAY_CHECKPOINTS, type EventRelayOptions } from './eventRelay';

/** Keeps every batch it was given and those it acknowledged; can fail its next sends or hold one until released. */
class RecordingProducer implements EventBusProducer {
  readonly tried: TopicMessages[][] = [];
  readonly acknowledged: TopicMessages[][] = [];
  failNext = 0;
  closed = false;
  private hold: { reached: () => void; released: Promise<void> } | undefined;

  get attempts(): number {
    return this.tried.length;
  }

  /** The next send waits until `release` is called; `reached` resolves once it has begun. */
  holdNext(): { reached: Promise<void>; release: () => void } {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (this.hold = { reached: resolve, released }));
    return { reached, release };
  }

  async send(batch: TopicMessages[]): Promise<void> {
    this.tried.push(structuredClone(batch));
    const hold = this.hold;
    this.hold = undefined;
    hold?.reached();
    await hold?.released;
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('broker unreachable');
    }
    this.acknowledged.push(structuredClone(batch));
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  /** Every acknowledged message, in the order sent. */
  messages(): (BusMessage & { topic: string })[] {
    return this.acknowledged.flatMap((batch) => batch.flatMap(({ topic, messages }) => messages.map((message) => ({ topic, ...message }))));
  }

  eventIds(): string[] {
    return this.messages().map((message) => message.headers['event-id']);
  }
}

/** The log with positions ten apart: the relay must follow positions, never count events. */
class GappedEventStore extends MemoryEventStore {
  override async readAll(after: number, limit?: number): Promise<RecordedEvent[]> {
    const events = await super.readAll(Math.floor(after / 10), limit);
    return events.map((event) => ({ ...event, position: event.position * 10 }));
  }
  override async head(): Promise<number> {
    return (await super.head()) * 10;
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const event = (n: number) => ({ type: 'Happened', data: { n }, metadata: { by: 'test' } });

describe('EventRelay', () => {
  let events: EventStore;
  let docs: NedbDocumentStore;
  let relays: EventRelay[];

  const start = async (producer: EventBusProducer, options: EventRelayOptions = {}) => {
    const relay = new EventRelay(events, docs, producer, { pollMs: 60_000, retry: { initialMs: 1, maxMs: 5 }, ...options });
    relays.push(relay);
    await relay.start();
    return relay;
  };
  const checkpoint = async (name = 'kafka') => (await docs.collection(RELAY_CHECKPOINTS).findOne({ name }))?.position;
  const all = () => events.readAll(0, 10_000);

  beforeEach(() => {
    events = new MemoryEventStore();
    docs = new NedbDocumentStore();
    relays = [];
  });
  afterEach(async () => {
    await Promise.all(relays.map((relay) => relay.stop()));
  });

  it('publishes each event keyed by its stream id, to its category topic, with its id and type as headers, in log order', async () => {
    await events.append('draft-a', [event(1), event(2)], 'no-stream');
    await events.append('account-b', [event(3)], 'no-stream');
    await events.append('draft-c', [event(4)], 'no-stream');
    await events.append('unique-username-bob', [event(5)], 'no-stream');
    const producer = new RecordingProducer();
    await start(producer);
    await until(() => producer.messages().length === 5);

    const log = await all();
    expect(producer.acknowledged).toHaveLength(1);
    expect(producer.acknowledged[0].map((topic) => topic.topic)).toEqual(['reality-draft.draft', 'reality-draft.account', 'reality-draft.unique']);
    const draft = producer.acknowledged[0][0].messages;
    expect(draft.map((message) => message.key)).toEqual(['draft-a', 'draft-a', 'draft-c']);
    expect(draft.map((message) => JSON.parse(message.value).data.n)).toEqual([1, 2, 4]);
    for (const message of producer.messages()) {
      const recorded = log.find((e) => e.eventId === message.headers['event-id'])!;
      expect(message.headers).toEqual({ 'event-id': recorded.eventId, 'event-type': 'Happened' });
      expect(message.key).toBe(recorded.streamId);
      expect(JSON.parse(message.value)).toEqual({
        eventId: recorded.eventId,
        streamId: recorded.streamId,
        version: recorded.version,
        position: recorded.position,
        type: recorded.type,
        data: recorded.data,
        metadata: { by: 'test' },
        recordedAt: recorded.recordedAt,
      });
    }
    await until(async () => (await checkpoint()) === 5);
  });

  it('names topics with the configured prefix', async () => {
    await events.append('scoring-x', [event(1)], 'no-stream');
    const producer = new RecordingProducer();
    await start(producer, { topicPrefix: 'test.' });
    await until(() => producer.messages().length === 1);
    expect(producer.messages()[0].topic).toBe('test.scoring');
  });

  it('stores the checkpoint only once the send is acknowledged', async () => {
    await events.append('draft-a', [event(1), event(2)], 'no-stream');
    const producer = new RecordingProducer();
    const held = producer.holdNext();
    const relay = await start(producer);
    await held.reached;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await checkpoint()).toBeUndefined();
    expect(relay.position).toBe(0);

    held.release();
    await until(async () => (await checkpoint()) === 2);
    expect(relay.position).toBe(2);
  });

  it('sends the same batch again after failures, never advancing the checkpoint before it is acknowledged', async () => {
    await events.append('draft-a', [event(1), event(2), event(3)], 'no-stream');
    const producer = new RecordingProducer();
    producer.failNext = 4;
    const held = producer.holdNext();
    const relay = await start(producer);
    await held.reached;
    held.release();
    await until(() => producer.acknowledged.length === 1);
    expect(producer.attempts).toBe(5);
    expect(producer.tried.every((batch) => JSON.stringify(batch) === JSON.stringify(producer.acknowledged[0]))).toBe(true);
    expect(producer.eventIds()).toEqual((await all()).map((e) => e.eventId));
    await until(async () => (await checkpoint()) === 3);
    await relay.stop();

    // Nothing acknowledged is sent again after a restart, nothing after it is skipped.
    await events.append('draft-a', [event(4)], 3);
    const next = new RecordingProducer();
    await start(next);
    await until(() => next.messages().length === 1);
    expect(next.eventIds()).toEqual([(await all())[3].eventId]);
    expect(next.attempts).toBe(1);
  });

  it('keeps the checkpoint where it was while every send fails', async () => {
    await events.append('draft-a', [event(1)], 'no-stream');
    const producer = new RecordingProducer();
    producer.failNext = Number.MAX_SAFE_INTEGER;
    const relay = await start(producer);
    await until(() => producer.attempts >= 5);
    expect(await checkpoint()).toBeUndefined();
    expect(relay.position).toBe(0);
  });

  it('resumes after its checkpoint on restart, and a relay of another name starts from the beginning', async () => {
    await events.append('draft-a', [event(1), event(2), event(3)], 'no-stream');
    const first = new RecordingProducer();
    const relay = await start(first);
    await until(async () => (await checkpoint()) === 3);
    await relay.stop();
    expect(first.closed).toBe(true);

    await events.append('draft-b', [event(4), event(5)], 'no-stream');
    const second = new RecordingProducer();
    await start(second);
    await until(async () => (await checkpoint()) === 5);
    expect(second.eventIds()).toEqual((await all()).slice(3).map((e) => e.eventId));

    const other = new RecordingProducer();
    await start(other, { name: 'audit' });
    await until(async () => (await checkpoint('audit')) === 5);
    expect(other.eventIds()).toEqual((await all()).map((e) => e.eventId));
  });

  it('reads the log in pages, one acknowledged send and checkpoint after another, following positions that are not consecutive', async () => {
    events = new GappedEventStore();
    await events.append('draft-a', [1, 2, 3, 4, 5].map(event), 'no-stream');
    const producer = new RecordingProducer();
    await start(producer, { pageSize: 2 });
    await until(async () => (await checkpoint()) === 50);
    expect(producer.acknowledged.map((batch) => batch[0].messages.length)).toEqual([2, 2, 1]);
    expect(producer.messages().map((message) => JSON.parse(message.value).position)).toEqual([10, 20, 30, 40, 50]);
  });

  it('splits a page into sends of at most maxBatchBytes', async () => {
    await events.append('draft-a', [1, 2, 3, 4].map(event), 'no-stream');
    const producer = new RecordingProducer();
    const size = Buffer.byteLength((await all())[0].eventId) * 2 + 400; // about two messages
    await start(producer, { maxBatchBytes: size });
    await until(async () => (await checkpoint()) === 4);
    expect(producer.acknowledged.length).toBeGreaterThan(1);
    expect(producer.eventIds()).toEqual((await all()).map((e) => e.eventId));
  });

  it('finishes the send in flight when stopped, stores its checkpoint, sends no more and closes the producer', async () => {
    await events.append('draft-a', [1, 2, 3, 4, 5].map(event), 'no-stream');
    const producer = new RecordingProducer();
    const held = producer.holdNext();
    const relay = await start(producer, { pageSize: 2 });
    await held.reached;
    let stopped = false;
    const stopping = relay.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    expect(producer.closed).toBe(false);

    held.release();
    await stopping;
    expect(producer.eventIds()).toEqual((await all()).slice(0, 2).map((e) => e.eventId));
    expect(await checkpoint()).toBe(2);
    expect(producer.closed).toBe(true);
    await events.append('draft-a', [event(6)], 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(producer.attempts).toBe(1);
  });

  it('stops at once while waiting to retry, without moving the checkpoint', async () => {
    await events.append('draft-a', [event(1)], 'no-stream');
    const producer = new RecordingProducer();
    producer.failNext = 1;
    const relay = await start(producer, { retry: { initialMs: 60_000 } });
    await until(() => producer.attempts === 1);
    const began = Date.now();
    await relay.stop();
    expect(Date.now() - began).toBeLessThan(1000);
    expect(producer.acknowledged).toEqual([]);
    expect(await checkpoint()).toBeUndefined();
  });

  it('stops without waiting to retry when the send in flight fails', async () => {
    await events.append('draft-a', [event(1)], 'no-stream');
    const producer = new RecordingProducer();
    producer.failNext = 1;
    const held = producer.holdNext();
    const relay = await start(producer, { retry: { initialMs: 60_000 } });
    await held.reached;
    const stopping = relay.stop();
    held.release();
    const began = Date.now();
    await stopping;
    expect(Date.now() - began).toBeLessThan(1000);
    expect(producer.attempts).toBe(1);
    expect(await checkpoint()).toBeUndefined();
  });

  it('relays events appended while it runs, woken by the store', async () => {
    const producer = new RecordingProducer();
    await start(producer);
    await events.append('draft-a', [event(1)], 'no-stream');
    await until(() => producer.messages().length === 1);
    await events.append('draft-a', [event(2), event(3)], 1);
    await events.append('account-b', [event(4)], 'no-stream');
    await until(() => producer.messages().length === 4);
    expect(producer.eventIds()).toEqual((await all()).map((e) => e.eventId));
    await until(async () => (await checkpoint()) === 4);
  });

  it('relays a log that replaced an older one from its start (a checkpoint ahead of the log)', async () => {
    await docs.collection(RELAY_CHECKPOINTS).insertOne({ name: 'kafka', position: 99 });
    await events.append('draft-a', [event(1)], 'no-stream');
    const producer = new RecordingProducer();
    await start(producer);
    await until(async () => (await checkpoint()) === 1);
    expect(producer.messages()).toHaveLength(1);
  });
});
