import { BadRequest } from '../errors';
import { ConcurrencyError, type EventStore, type RecordedEvent } from './eventStore';
import { subscribeToAll } from './subscribeToAll';
import { oneAdapterFreshNames } from '../../test/contractFixture';

export interface ContractOptions {
  /**
   * Appends issued together are applied in the order issued (one writer: in memory, PGlite). False for
   * a server, whose connections may run them in any order.
   */
  inIssueOrder?: boolean;
}

/** The behaviour every EventStore adapter must have; each adapter's spec runs it. */
export function eventStoreContract(open: () => Promise<EventStore>, { inIssueOrder = true }: ContractOptions = {}): void {
  let store: EventStore;
  let stream: string;

  oneAdapterFreshNames(open, 'test-', { adapter: (opened) => (store = opened), name: (fresh) => (stream = fresh) });

  const event = (n: number) => ({ type: 'Counted', data: { n } });

  it('appends to a new stream with no-stream and reads it back in order', async () => {
    const result = await store.append(stream, [event(1), event(2)], 'no-stream');
    expect(result.version).toBe(2);
    const { events, version } = await store.readStream(stream);
    expect(version).toBe(2);
    expect(events.map((e) => [e.version, e.type, e.data])).toEqual([
      [1, 'Counted', { n: 1 }],
      [2, 'Counted', { n: 2 }],
    ]);
    expect(events[1].position).toBe(result.position);
    expect(events[0].streamId).toBe(stream);
    expect(typeof events[0].eventId).toBe('string');
    expect(Number.isNaN(Date.parse(events[0].recordedAt))).toBe(false);
  });

  it('reads a missing stream as empty at version 0', async () => {
    expect(await store.readStream(stream)).toEqual({ events: [], version: 0 });
  });

  it('reads a stream from a version on: those events only, beside the stream version', async () => {
    const { position } = await store.append(stream, [event(1), event(2), event(3)], 'no-stream');
    const { events, version } = await store.readStream(stream, { fromVersion: 2 });
    expect(version).toBe(3);
    expect(events.map((e) => [e.version, e.data])).toEqual([
      [2, { n: 2 }],
      [3, { n: 3 }],
    ]);
    expect(events[1].position).toBe(position);
    expect(await store.readStream(stream, { fromVersion: 1 })).toEqual(await store.readStream(stream));
    expect(await store.readStream(stream, { fromVersion: 4 })).toEqual({ events: [], version: 3 });
    expect(await store.readStream(stream, { fromVersion: 9 })).toEqual({ events: [], version: 3 });
    expect(await store.readStream(`${stream}-missing`, { fromVersion: 5 })).toEqual({ events: [], version: 0 });
  });

  it('refuses no-stream when the stream exists', async () => {
    await store.append(stream, [event(1)], 'no-stream');
    await expect(store.append(stream, [event(2)], 'no-stream')).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(stream)).version).toBe(1);
  });

  it('appends with the exact expected version and refuses a stale one', async () => {
    await store.append(stream, [event(1)], 'no-stream');
    await store.append(stream, [event(2)], 1);
    const refusal = store.append(stream, [event(3)], 1);
    await expect(refusal).rejects.toMatchObject({ name: 'ConcurrencyError', actual: 2 });
    await expect(store.append(stream, [event(3)], 5)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(stream)).version).toBe(2);
  });

  it('appends with any regardless of version', async () => {
    await store.append(stream, [event(1)], 'any');
    await store.append(stream, [event(2)], 'any');
    expect((await store.readStream(stream)).version).toBe(2);
  });

  it('lets exactly one of many concurrent appends at the same version land', async () => {
    await store.append(stream, [event(0)], 'no-stream');
    const attempts = Array.from({ length: 12 }, (_, n) => store.append(stream, [event(n + 1)], 1));
    const outcomes = await Promise.allSettled(attempts);
    const landed = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(landed).toHaveLength(1);
    refused.forEach((o) => expect(o.reason).toBeInstanceOf(ConcurrencyError));
    expect((await store.readStream(stream)).version).toBe(2);
  });

  it('lands appends issued together to several streams but refuses the one that conflicts, alone', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name) => `${stream}-${name}`);
    await Promise.all([a, b, c].map((name) => store.append(name, [event(0)], 'no-stream')));
    const outcomes = await Promise.allSettled([store.append(a, [event(1), event(2)], 1), store.append(b, [event(1)], 5), store.append(c, [event(1)], 1)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ name: 'ConcurrencyError', streamId: b, expected: 5, actual: 1 });
    const [landedA, landedC] = [outcomes[0], outcomes[2]].map((o) => (o as PromiseFulfilledResult<{ version: number; position: number }>).value);
    expect([landedA.version, landedC.version]).toEqual([3, 2]);
    const [readA, readB, readC] = await Promise.all([a, b, c].map((name) => store.readStream(name)));
    expect(readA.events.map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }]);
    expect(readA.events[2].position).toBe(landedA.position);
    expect(readB.version).toBe(1);
    expect(readC.events[1].position).toBe(landedC.position);
    const positions = [...readA.events, ...readB.events, ...readC.events].map((e) => e.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(await settledTo(store, Math.max(...positions))).toBeGreaterThanOrEqual(Math.max(...positions));
  });

  it('applies appends to one stream issued together in the order issued, each seeing the versions of those before it', async () => {
    const outcomes = await Promise.allSettled([
      store.append(stream, [event(1)], 'no-stream'),
      store.append(stream, [event(2), event(3)], 1),
      store.append(stream, [event(4)], 2), // stale once the one before lands
      store.append(stream, [event(5)], 3),
      store.append(stream, [event(6)], 'any'),
    ]);
    const { events } = await store.readStream(stream);
    expect(events.map((e) => e.version)).toEqual(events.map((_, n) => n + 1));
    outcomes.filter((o) => o.status === 'rejected').forEach((o) => expect(o.reason).toBeInstanceOf(ConcurrencyError));
    if (!inIssueOrder) return; // a server's connections may run them in any order: consistent versions are all it promises
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ actual: 3 });
    expect(events.map((e) => e.data)).toEqual([1, 2, 3, 5, 6].map((n) => ({ n })));
    const landed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(landed.map((r) => r.version)).toEqual([1, 3, 4, 5]);
    expect(landed.map((r) => r.position)).toEqual([events[0], events[2], events[3], events[4]].map((e) => e.position));
    expect(events.map((e) => e.position)).toEqual(events.map((e) => e.position).sort((x, y) => x - y));
  });

  it('reads the global log from a position, in order, with a limit', async () => {
    const before = await store.head();
    const { position } = await store.append(stream, [event(1), event(2), event(3)], 'no-stream');
    expect(await settledTo(store, position)).toBe(position);
    const all = (await store.readAll(before)).filter((e) => e.streamId === stream); // a held-back head may let earlier tests' events in
    expect(all.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const positions = all.map((e) => e.position);
    expect(positions[0]).toBeGreaterThan(before);
    expect(positions[1]).toBeGreaterThan(positions[0]);
    expect(positions[2]).toBe(position);
    expect((await store.readAll(positions[0], 1)).map((e) => e.data)).toEqual([{ n: 2 }]);
  });

  it('counts an appended event in its committed head at once, and in its head once it is readable', async () => {
    const { position } = await store.append(stream, [event(1)], 'no-stream');
    expect(await store.committedHead()).toBeGreaterThanOrEqual(position);
    expect(await settledTo(store, position)).toBeGreaterThanOrEqual(position);
    expect(await store.committedHead()).toBeGreaterThanOrEqual(await store.head());
  });

  it('lets racing writers of one stream with any each land, one after the other', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, n) => store.append(stream, [event(n)], 'any')));
    const { events } = await store.readStream(stream);
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('never lets a reader of the log pass an event that commits late (many concurrent writers)', async () => {
    const from = await store.head();
    const written = new Set<string>();
    let writing = true;
    const writers = Array.from({ length: 16 }, async (_, writer) => {
      const own = `${stream}-w${writer}`;
      for (let n = 0, version = 0; n < 60; n += 1) {
        const batch = Array.from({ length: 1 + (n % 3) }, (_, i) => ({ type: 'Hunted', data: { writer, n, i } }));
        ({ version } = await store.append(own, batch, n === 0 ? 'no-stream' : version));
        batch.forEach(({ data }) => written.add(`${data.writer}.${data.n}.${data.i}`));
      }
    });
    // Several readers page through the log while the writers run, each as a subscriber would.
    const readLog = async () => {
      const seen: RecordedEvent[] = [];
      for (let after = from; ;) {
        const writersDone = !writing; // taken before the read: then an empty page is the end of the log
        const page = await store.readAll(after, 37);
        seen.push(...page.filter((e) => e.type === 'Hunted' && e.streamId.startsWith(stream)));
        after = page.at(-1)?.position ?? after;
        if (page.length) continue;
        if (writersDone) return seen;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const readers = Array.from({ length: 4 }, readLog);
    await Promise.all(writers);
    writing = false;
    const key = ({ data }: RecordedEvent) => {
      const { writer, n, i } = data as Record<string, number>;
      return `${writer}.${n}.${i}`;
    };
    for (const seen of await Promise.all(readers)) {
      const positions = seen.map((e) => e.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(new Set(positions).size).toBe(positions.length);
      expect(seen.map(key).sort()).toEqual([...written].sort());
    }
  });

  it('tells subscribers after an append', async () => {
    const told = new Promise<void>((resolve) => {
      const stop = store.onAppended(() => {
        stop();
        resolve();
      });
    });
    await store.append(stream, [event(1)], 'no-stream');
    await expect(told).resolves.toBeUndefined();
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
  ])('refuses %s in any string with a 400 and appends nothing', async (_what, text) => {
    await expect(store.append(stream, [{ type: 'Named', data: { list: [{ name: text }] } }], 'no-stream')).rejects.toBeInstanceOf(BadRequest);
    await expect(store.append(stream, [{ type: 'Named', data: { [text]: 1 } }], 'no-stream')).rejects.toBeInstanceOf(BadRequest);
    expect((await store.readStream(stream)).version).toBe(0);
  });

  it('rewrites events in place where the engine allows it: data replaced and a stream moved, positions and versions kept', async () => {
    if (!store.rewrite) return; // KurrentDB: events never change
    const moved = `${stream}-moved`;
    await store.append(stream, [event(1), event(2)], 'no-stream');
    const before = (await store.readStream(stream)).events;
    await store.rewrite(before.map((recorded) => ({ eventId: recorded.eventId, data: { n: -recorded.version }, streamId: moved })));
    expect(await store.readStream(stream)).toEqual({ events: [], version: 0 });
    const after = await store.readStream(moved);
    expect(after.events.map((e) => [e.position, e.version, e.data])).toEqual(before.map((e) => [e.position, e.version, { n: -e.version }]));
    const inLog = await store.readAll(before[0].position - 1, 2);
    expect(inLog.map((e) => [e.streamId, e.data])).toEqual([
      [moved, { n: -1 }],
      [moved, { n: -2 }],
    ]);
    await store.append(moved, [event(3)], 2);
  });

  it('keeps metadata and nested data intact', async () => {
    const data = { list: [1, { deep: 'yes' }], text: 'ünïcödé "quoted" 🏝️ 中文' };
    await store.append(stream, [{ type: 'Rich', data, metadata: { actor: 'a1' } }], 'no-stream');
    const [stored] = (await store.readStream(stream)).events;
    expect(stored.data).toEqual(data);
    expect(stored.metadata).toEqual({ actor: 'a1' });
  });

  it('subscribes from a position: past events first, then new ones as they are appended, in order', async () => {
    const { position: from } = await store.append(stream, [event(1)], 'no-stream');
    await store.append(stream, [event(2)], 1);
    const seen: RecordedEvent[] = [];
    const subscription = subscribeToAll(store, from, (e) => {
      if (e.streamId === stream) seen.push(e);
    });
    await store.append(stream, [event(3), event(4)], 2);
    for (let i = 0; i < 100 && seen.length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await subscription.stop();
    expect(seen.map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }]);
    expect(subscription.position).toBe(await store.head());
  });
}

/**
 * The log's head once `position` is settled. On a PostgreSQL server a write transaction still open
 * anywhere on the server (another test's append) holds the head back for a moment.
 */
export async function settledTo(store: EventStore, position: number): Promise<number> {
  for (let i = 0; i < 200; i += 1) {
    const head = await store.head();
    if (head >= position) return head;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return store.head();
}
