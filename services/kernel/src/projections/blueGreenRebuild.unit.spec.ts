import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import { ReadModelGenerations } from '../documentStore/readModelGenerations';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { Projection } from './projection';
import { ProjectorRunner, type RunnerOptions } from './projectorRunner';
import type { RebuildProgress } from './rebuildRequests';
import { SharedLock } from '../../test/sharedLock';

interface Tally extends Record<string, unknown> {
  id: string;
  total: number;
  version: number;
}

/** Sums `Added` amounts per stream, stamping the version that wrote it; `pause` holds each apply back (a long log). */
function tallies(version: number, pause?: () => Promise<void>): Projection {
  return {
    name: 'tallies',
    version,
    collections: ['tallies'],
    indexes: { tallies: ['total'] },
    async apply(event, { upsert }) {
      await pause?.();
      const amount = (event.data as { amount: number }).amount;
      await upsert<Tally>('tallies', event.streamId, (current) => ({ id: event.streamId, total: (current?.total ?? 0) + amount, version }));
    },
  };
}

const added = (amount: number) => ({ type: 'Added', data: { amount } });
const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('a read model rebuilt beside the live one (blue-green)', () => {
  let events: MemoryEventStore;
  let store: NedbDocumentStore;
  let runners: ProjectorRunner[];
  /** The collections removed whole from the shared store, in order. */
  let removed: string[];

  beforeEach(() => {
    events = new MemoryEventStore();
    store = new NedbDocumentStore();
    runners = [];
    const removedHere: string[] = (removed = []); // a timer of an earlier test reports to its own list
    const remove = store.remove.bind(store);
    store.remove = async (name) => {
      removedHere.push(name);
      await remove(name);
    };
  });
  afterEach(() => Promise.all(runners.map((runner) => runner.stop())));

  /** A copy of the service: its own generations table over the shared store, as each process has. */
  function copy(projection: Projection, options: RunnerOptions & { fresh?: () => Projection } = {}) {
    const generations = new ReadModelGenerations(store);
    const switched: string[][] = [];
    const progress: Array<{ progress: RebuildProgress; done: boolean }> = [];
    const runner = new ProjectorRunner(events, generations.docs, [projection], {
      pollMs: 10,
      leasePollMs: 20,
      catchUpPage: 5,
      dropOldAfterMs: 0,
      generations,
      freshProjections: async () => [options.fresh?.() ?? projection],
      onSwitched: (names) => void switched.push(names),
      onRebuild: (at, done) => void progress.push({ progress: at, done }),
      ...options,
    });
    runners.push(runner);
    const tally = async (id: string) => generations.docs.collection<Tally>('tallies').findOne({ id });
    return { runner, generations, switched, progress, tally };
  }

  async function seasonOf(streams: number) {
    for (let n = 0; n < streams; n += 1) await events.append(`s${n}`, [added(1), added(2)], 'no-stream');
  }

  it('serves the old version, ready, while the new one is built; switches once it has caught up; drops the old one', async () => {
    await seasonOf(20);
    const first = copy(tallies(1));
    await first.runner.start();
    await first.runner.stop();

    // Version 2: each apply of the rebuild takes a moment, so the rebuild is seen under way.
    let slow = true;
    const pause = () => (slow ? new Promise<void>((resolve) => setTimeout(resolve, 5)) : Promise.resolve());
    const second = copy(tallies(2), { fresh: () => tallies(2, pause) });
    await second.runner.start();
    expect(second.runner.status()).toMatchObject({ catchingUp: false, role: 'owner' });
    expect(second.runner.status().rebuilds).toEqual([expect.objectContaining({ projections: ['tallies'], generation: 1 })]);
    // The live documents still answer, as version 1 wrote them; a write made now is seen at once.
    expect(await second.tally('s3')).toMatchObject({ total: 3, version: 1 });
    const { position } = await events.append('s3', [added(10)], 2);
    await second.runner.waitFor(position);
    expect(await second.tally('s3')).toMatchObject({ total: 13 });

    slow = false;
    await until(() => !second.runner.status().rebuilds?.length, 'the rebuild');
    expect(second.switched).toEqual([['tallies']]);
    expect(second.progress.at(-1)).toMatchObject({ done: true, progress: { applied: 41 } });
    // Every document is version 2's now, the write made during the rebuild included; the old generation is gone.
    const all = await second.generations.docs.collection<Tally>('tallies').find();
    expect(all).toHaveLength(20);
    expect(all.every((tally) => tally.version === 2)).toBe(true);
    expect(await second.tally('s3')).toMatchObject({ total: 13, version: 2 });
    await until(() => removed.includes('tallies'), 'the old generation removed');
    // What an abandoned rebuild could have left, before it began; then the old generation.
    expect(removed).toEqual(['tallies_g1', 'tallies']);
    expect(await store.collection('tallies_g1').count()).toBe(20);

    // A later start of the same version finds it current: no rebuild.
    await second.runner.stop();
    const third = copy(tallies(2));
    await third.runner.start();
    expect(third.runner.status().rebuilds).toEqual([]);
    expect(await third.tally('s0')).toMatchObject({ total: 3, version: 2 });
  });

  it('removes the old generation a stopped owner left behind when another copy takes the read models over', async () => {
    await seasonOf(10);
    const first = copy(tallies(1));
    await first.runner.start();
    await first.runner.stop();
    // This owner switches to version 2 and stops before its grace for followers has passed.
    const second = copy(tallies(2), { dropOldAfterMs: 60_000 });
    await second.runner.start();
    await until(() => !second.runner.status().rebuilds?.length, 'the rebuild');
    await second.runner.stop();
    expect(removed).toEqual(['tallies_g1']);

    const third = copy(tallies(2));
    await third.runner.start();
    await until(() => removed.includes('tallies'), 'the old generation removed');
    expect(third.runner.status().rebuilds).toEqual([]);
    expect(await third.tally('s0')).toMatchObject({ total: 3, version: 2 });
  });

  it('rebuilds on request from another copy while the owner serves, and every copy reads the new generation', async () => {
    await seasonOf(10);
    const lock = new SharedLock();
    const owner = copy(tallies(1), { lease: lock.lease() });
    await owner.runner.start();
    const follower = copy(tallies(1), { lease: lock.lease() });
    await follower.runner.start();
    expect(follower.runner.status().role).toBe('follower');

    // `npm run replay -- tallies` on a running system: a third copy asks, and returns once it is switched in.
    const replayer = copy(tallies(1), { lease: lock.lease() });
    await replayer.runner.start(['tallies']);
    expect(owner.switched).toEqual([['tallies']]);
    await until(() => follower.generations.generationOf('tallies') === 1, 'the follower to switch');
    expect(follower.switched).toEqual([['tallies']]);
    expect(await follower.tally('s9')).toMatchObject({ total: 3 });
    expect(await store.collection('tallies_g1').count()).toBe(10);
  });

  it('gives up when the new version fails, leaving the live one serving', async () => {
    await seasonOf(5);
    const first = copy(tallies(1));
    await first.runner.start();
    await first.runner.stop();
    const failing: Projection = { ...tallies(2), apply: async () => Promise.reject(new Error('cannot apply')) };
    const failures: string[][] = [];
    const second = copy(tallies(2), { fresh: () => failing, onRebuildFailed: (_error, names) => void failures.push(names) });
    await second.runner.start();
    await until(() => failures.length > 0, 'the rebuild to give up');
    expect(second.generations.generationOf('tallies')).toBe(0);
    expect(await second.tally('s1')).toMatchObject({ total: 3, version: 1 });
    expect(await store.collection('tallies_g1').count()).toBe(0);
  });
});
