import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { defineProjection, type Projection } from './projection';
import { ProjectorRunner } from './projectorRunner';

interface Tally extends Record<string, unknown> {
  id: string;
  total: number;
}

/** Sums `Added` amounts per stream: not idempotent by itself, so it proves the upsert guard. */
function tallies(applied: string[] = []): Projection {
  return {
    name: 'tallies',
    collections: ['tallies'],
    async apply(event, { upsert }) {
      if (event.type !== 'Added') return;
      applied.push(event.eventId);
      const amount = (event.data as { amount: number }).amount;
      await upsert<Tally>('tallies', event.streamId, (current) => ({ id: event.streamId, total: (current?.total ?? 0) + amount }));
    },
  };
}

const added = (amount: number) => ({ type: 'Added', data: { amount } });

describe('ProjectorRunner', () => {
  let events: MemoryEventStore;
  let docs: NedbDocumentStore;
  let runners: ProjectorRunner[];

  const run = async (projections: Projection[]) => {
    const runner = new ProjectorRunner(events, docs, projections, { pollMs: 50 });
    runners.push(runner);
    await runner.start();
    return runner;
  };
  const totals = () => docs.collection<Tally>('tallies').find({}, { sort: { id: 1 } });

  beforeEach(() => {
    events = new MemoryEventStore();
    docs = new NedbDocumentStore();
    runners = [];
  });
  afterEach(() => Promise.all(runners.map((runner) => runner.stop())));

  it('projects events already in the log, then follows new ones; waitFor gives read-your-writes', async () => {
    await events.append('a', [added(2)], 'no-stream');
    const runner = await run([tallies()]);
    expect(await totals()).toEqual([{ id: 'a', total: 2, lastPosition: 1 }]);
    const { position } = await events.append('a', [added(3)], 1);
    await runner.waitFor(position);
    expect((await totals())[0].total).toBe(5);
    expect(runner.position).toBe(position);
  });

  it('says when a wait gives up before the read models reach the position', async () => {
    const timedOut: Array<[number, number]> = [];
    const runner = new ProjectorRunner(events, docs, [tallies()], { onWaitTimedOut: (position, reached) => timedOut.push([position, reached]) });
    runners.push(runner);
    await runner.start();
    await runner.waitFor(runner.position + 1_000, { timeoutMs: 20 });
    expect(timedOut).toEqual([[runner.position + 1_000, runner.position]]);
  });

  it('resumes from its checkpoint after a restart without applying an event twice', async () => {
    const applied: string[] = [];
    const first = await run([tallies(applied)]);
    const { position } = await events.append('a', [added(1), added(1)], 'no-stream');
    await first.waitFor(position);
    await first.stop();
    await events.append('a', [added(5)], 2);
    const second = await run([tallies(applied)]);
    expect(applied).toHaveLength(3);
    expect(new Set(applied).size).toBe(3);
    expect((await totals())[0].total).toBe(7);
    expect(second.position).toBe(3);
  });

  it('changes nothing when an event is applied again after a crash before the checkpoint', async () => {
    await events.append('a', [added(4)], 'no-stream');
    await (await run([tallies()])).stop();
    await docs.drop('checkpoints'); // the crash: documents written, checkpoint lost
    await run([tallies()]);
    expect(await totals()).toEqual([{ id: 'a', total: 4, lastPosition: 1 }]);
  });

  it('replays: drops a read model and rebuilds it equal to the live one', async () => {
    const runner = await run([tallies()]);
    await events.append('a', [added(1), added(2)], 'no-stream');
    const { position } = await events.append('b', [added(7)], 'no-stream');
    await runner.waitFor(position);
    const live = await totals();
    await docs.collection('tallies').updateOne({ id: 'a' }, { $set: { total: 999 } });
    await runner.replay(['tallies']);
    expect(await totals()).toEqual(live);
    await expect(runner.replay(['nope'])).rejects.toThrow('Unknown read model(s): nope');
  });

  it('rebuilds read models that are ahead of the log it is started on', async () => {
    await events.append('a', [added(1), added(1), added(1)], 'no-stream');
    await (await run([tallies()])).stop();
    events = new MemoryEventStore(); // a new, shorter log under the same documents
    await events.append('b', [added(2)], 'no-stream');
    const stale: string[][] = [];
    const runner = new ProjectorRunner(events, docs, [tallies()], { onStaleReadModels: (names) => stale.push(names) });
    runners.push(runner);
    await runner.start();
    expect(stale).toEqual([['tallies']]);
    expect(await totals()).toEqual([{ id: 'b', total: 2, lastPosition: 1 }]);
  });

  it('rebuilds a read model whose projection version is newer than the one that wrote it', async () => {
    await events.append('a', [added(1), added(2)], 'no-stream');
    await (await run([tallies()])).stop();
    const doubled: Projection = {
      ...tallies(),
      version: 2,
      async apply(event, { upsert }) {
        const amount = 2 * (event.data as { amount: number }).amount;
        await upsert<Tally>('tallies', event.streamId, (current) => ({ id: event.streamId, total: (current?.total ?? 0) + amount }));
      },
    };
    const outdated: string[][] = [];
    const runner = new ProjectorRunner(events, docs, [doubled], { onOutdatedReadModels: (names) => outdated.push(names) });
    runners.push(runner);
    await runner.start();
    expect(outdated).toEqual([['tallies']]);
    expect((await totals())[0].total).toBe(6);
    await (await run([doubled])).stop(); // the same version again: nothing to rebuild
    expect(outdated).toHaveLength(1);
  });

  it('tries a failing event again before giving up on it', async () => {
    let failures = 2;
    const flaky: Projection = {
      ...tallies(),
      async apply(event, context) {
        if (failures-- > 0) throw new Error('disk busy');
        await tallies().apply(event, context);
      },
    };
    const runner = await run([flaky]);
    const { position } = await events.append('a', [added(6)], 'no-stream');
    await runner.waitFor(position);
    expect((await totals())[0].total).toBe(6);
  });

  it('keeps other read models going when one projection throws', async () => {
    const errors: string[] = [];
    const broken: Projection = { name: 'broken', collections: [], apply: async () => Promise.reject(new Error('bug')) };
    const runner = new ProjectorRunner(events, docs, [broken, tallies()], { onError: (_e, _ev, name) => errors.push(name) });
    runners.push(runner);
    await runner.start();
    const { position } = await events.append('a', [added(1)], 'no-stream');
    await runner.waitFor(position);
    expect((await totals())[0].total).toBe(1);
    expect(errors).toEqual(['broken']);
  });

  it('hands a projection only the event types it declares; the others just move its checkpoint on', async () => {
    const seen: string[] = [];
    const declared: Projection = { name: 'declared', collections: [], handles: ['Added'], apply: async (event) => void seen.push(event.type) };
    const runner = await run([declared]);
    await events.append('a', [added(1), { type: 'Removed', data: {} }], 'no-stream');
    const { position } = await events.append('a', [added(2)], 2);
    await runner.waitFor(position);
    expect(seen).toEqual(['Added', 'Added']);
    expect(runner.position).toBe(3);
  });

  it('defineProjection types the event by its declared types, and ignores others when called directly', async () => {
    const queued: string[][] = [];
    const queues = defineProjection({
      name: 'queues',
      collections: [],
      handles: ['PickQueueSet'],
      apply: async (event) => void queued.push(event.data.itemIds), // data typed as PickQueueSet's
    });
    expect(queues.handles).toEqual(['PickQueueSet']);
    const runner = await run([queues]);
    await events.append('other', [added(1)], 'no-stream');
    const { position } = await events.append(
      'pickqueue-d1-p1',
      [{ type: 'PickQueueSet', data: { draftId: 'd1', playerId: 'p1', itemIds: ['t1', 't2'], setAt: '' } }],
      'no-stream',
    );
    await runner.waitFor(position);
    expect(queued).toEqual([['t1', 't2']]);
    const [other] = await events.readAll(0, 1);
    await queues.apply(other, { docs, upsert: async () => undefined });
    expect(queued).toHaveLength(1);
  });

  it('bounds the wait for a position that never arrives', async () => {
    const runner = await run([tallies()]);
    const started = Date.now();
    await runner.waitFor(50, { timeoutMs: 100 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});
