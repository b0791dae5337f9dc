import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { RecordedEvent } from '../eventStore/eventStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { ParkedEvents } from './parkedEvents';
import type { Projection } from './projection';
import type { ProjectionLease } from './projectionLease';
import { SharedLock } from '../../test/sharedLock';
import { ProjectorRunner } from './projectorRunner';

interface Tally extends Record<string, unknown> {
  id: string;
  total: number;
}

/** Sums `Added` amounts per stream, noting each event it applies; `failOn` makes one amount throw. */
function tallies(applied: string[], failOn?: () => number | undefined): Projection {
  return {
    name: 'tallies',
    collections: ['tallies'],
    async apply(event, { upsert }) {
      const amount = (event.data as { amount: number }).amount;
      if (amount === failOn?.()) throw new Error(`cannot add ${amount}`);
      applied.push(event.eventId);
      await upsert<Tally>('tallies', event.streamId, (current) => ({ id: event.streamId, total: (current?.total ?? 0) + amount }));
    },
  };
}

const counting = (seen: string[]): Projection => ({ name: 'counting', collections: [], apply: async (event) => void seen.push(event.eventId) });
const added = (amount: number) => ({ type: 'Added', data: { amount } });

describe('ProjectorRunner copies sharing read models', () => {
  let events: MemoryEventStore;
  let docs: NedbDocumentStore;
  let runners: ProjectorRunner[];
  const total = async (id: string) => (await docs.collection<Tally>('tallies').findOne({ id }))?.total;

  beforeEach(() => {
    events = new MemoryEventStore();
    docs = new NedbDocumentStore();
    runners = [];
  });
  afterEach(() => Promise.all(runners.map((runner) => runner.stop())));

  const copy = async (projections: Projection[], lease: ProjectionLease) => {
    const runner = new ProjectorRunner(events, docs, projections, { pollMs: 20, lease, leasePollMs: 30 });
    runners.push(runner);
    await runner.start();
    return runner;
  };

  it('lets one copy project while the other follows; a follower waits for the owner and hands on what it applied', async () => {
    const lock = new SharedLock();
    const applied: string[] = [];
    const owner = await copy([tallies(applied)], lock.lease());
    const follower = await copy([tallies(applied)], lock.lease());
    expect([owner.status().role, follower.status().role]).toEqual(['owner', 'follower']);
    const handed: RecordedEvent[] = [];
    follower.onApplied((batch) => void handed.push(...batch));

    const { position } = await events.append('a', [added(2), added(3)], 'no-stream');
    await follower.waitFor(position);
    expect(await total('a')).toBe(5);
    expect(follower.position).toBeGreaterThanOrEqual(position);
    expect(applied).toHaveLength(2); // applied once, by the owner
    for (let i = 0; i < 50 && handed.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(handed.map((event) => event.position)).toEqual([position - 1, position]);
  });

  it('takes over when the owner dies, resuming from its checkpoints: nothing applied twice or skipped', async () => {
    const lock = new SharedLock();
    const applied: string[] = [];
    const ownerLease = lock.lease();
    const owner = await copy([tallies(applied)], ownerLease);
    const follower = await copy([tallies(applied)], lock.lease());
    const first = await events.append('a', [added(1)], 'no-stream');
    await owner.waitFor(first.position);

    // The owner dies: its lease goes with its connection, and it applies nothing more.
    await owner.stop();
    ownerLease.crash();
    const second = await events.append('a', [added(10), added(100)], 1);
    await follower.waitFor(second.position, { timeoutMs: 5_000 });
    expect(follower.status().role).toBe('owner');
    expect(await total('a')).toBe(111);
    expect(new Set(applied).size).toBe(3);
    expect(applied).toHaveLength(3);
  });

  it('refuses to rebuild read models another copy owns', async () => {
    const lock = new SharedLock();
    await copy([tallies([])], lock.lease());
    const replayer = new ProjectorRunner(events, docs, [tallies([])], { lease: lock.lease() });
    await expect(replayer.start('all')).rejects.toThrow('Another running process owns these read models');
  });
});

describe('ProjectorRunner parking a failing event', () => {
  let events: MemoryEventStore;
  let docs: NedbDocumentStore;
  let runner: ProjectorRunner;
  let failing: number | undefined;
  const applied: string[] = [];
  const counted: string[] = [];
  const total = async () => (await docs.collection<Tally>('tallies').findOne({ id: 'a' }))?.total;
  const until = async (done: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await done()); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  beforeEach(async () => {
    events = new MemoryEventStore();
    docs = new NedbDocumentStore();
    applied.length = 0;
    counted.length = 0;
    failing = 7;
    runner = new ProjectorRunner(events, docs, [tallies(applied, () => failing), counting(counted)], { pollMs: 20, leasePollMs: 20 });
    await runner.start();
    await events.append('a', [added(1), added(7), added(2)], 'no-stream');
    await until(() => counted.length === 3);
  });
  afterEach(() => runner.stop());

  it('stops that projection at the event, says so, and lets the others go on', async () => {
    const { projections } = runner.status();
    expect(projections.find((p) => p.name === 'tallies')).toMatchObject({ checkpoint: 1, parked: { position: 2, eventType: 'Added', error: 'cannot add 7' } });
    expect(projections.find((p) => p.name === 'counting')).toMatchObject({ checkpoint: 3 });
    expect(runner.position).toBe(3); // a wait is not held up by a parked read model
    expect(await total()).toBe(1);
    expect(await new ParkedEvents(docs).all()).toEqual([expect.objectContaining({ projection: 'tallies', position: 2 })]);
  });

  it('goes on without the event when an operator skips it', async () => {
    expect(await new ParkedEvents(docs).request('tallies', 'skip')).toBe(true);
    await until(() => !runner.status().projections.some((p) => p.parked));
    await until(async () => (await total()) === 3);
    expect(await total()).toBe(3);
    expect(await new ParkedEvents(docs).all()).toEqual([]);
  });

  it('applies it again when an operator retries it once the fault is mended', async () => {
    failing = undefined;
    await new ParkedEvents(docs).request('tallies', 'retry');
    await until(async () => (await total()) === 10);
    expect(await total()).toBe(10);
    expect(runner.status().projections.find((p) => p.name === 'tallies')).toMatchObject({ checkpoint: 3, parked: undefined });
  });

  it('parks it again when a retry fails as well', async () => {
    await new ParkedEvents(docs).request('tallies', 'retry');
    await until(async () => (await new ParkedEvents(docs).all()).some((p) => !p.action));
    expect(runner.status().projections.find((p) => p.name === 'tallies')?.parked).toMatchObject({ position: 2 });
    expect(await new ParkedEvents(docs).request('nobody', 'skip')).toBe(false);
  });
});
