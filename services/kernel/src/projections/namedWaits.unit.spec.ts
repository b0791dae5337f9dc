import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { Projection } from './projection';
import type { ProjectionLease } from './projectionLease';
import { ProjectorRunner, type RunnerOptions } from './projectorRunner';

/** Notes each event it applies. */
const noting = (name: string, seen: number[], handles?: string[]): Projection => ({
  name,
  collections: [],
  handles,
  apply: async (event) => void seen.push(event.position),
});

/** A projection held at every event until the test lets it go: another service's copy that is slow. */
function held(name: string): { projection: Projection; busy: () => boolean; letGo: () => void } {
  let open!: () => void;
  const closed = () => new Promise<void>((resolve) => (open = resolve));
  let gate = closed();
  let busy = false;
  return {
    projection: {
      name,
      collections: [],
      async apply() {
        busy = true;
        await gate;
        busy = false;
      },
    },
    busy: () => busy,
    letGo: () => {
      open();
      gate = closed();
    },
  };
}

/** Whether `promise` has settled by the time the event loop has turned a few times. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

const added = { type: 'Added', data: {} };

describe('ProjectorRunner: a wait for some read models', () => {
  let events: MemoryEventStore;
  let docs: NedbDocumentStore;
  let runners: ProjectorRunner[];
  const slow = held('slow');

  const run = async (projections: Projection[], options: RunnerOptions = {}) => {
    const runner = new ProjectorRunner(events, docs, projections, { pollMs: 50, ...options });
    runners.push(runner);
    await runner.start();
    return runner;
  };

  beforeEach(() => {
    events = new MemoryEventStore();
    docs = new NedbDocumentStore();
    runners = [];
  });
  afterEach(async () => {
    slow.letGo();
    await Promise.all(runners.map((runner) => runner.stop()));
  });

  it('ends once the named projections have applied the position, while another is still busy with it', async () => {
    const seen: number[] = [];
    const runner = await run([noting('fast', seen), slow.projection]);
    const { position } = await events.append('a', [added], 'no-stream');
    const named = runner.waitFor(position, { projections: ['fast'] });
    const all = runner.waitFor(position);
    expect(await settled(named)).toBe(true);
    expect(seen).toEqual([position]);
    expect(slow.busy()).toBe(true);
    expect(await settled(all)).toBe(false);
    slow.letGo();
    expect(await settled(all)).toBe(true);
    expect(runner.position).toBe(position);
  });

  it('ends at once for a projection the event does not reach, even one the runner lists after the busy one', async () => {
    const seen: number[] = [];
    const runner = await run([slow.projection, noting('other', seen, ['Other'])]);
    const { position } = await events.append('a', [added], 'no-stream');
    expect(await settled(runner.waitFor(position, { projections: ['other'] }))).toBe(true);
    expect(slow.busy()).toBe(true);
    expect(seen).toEqual([]);
  });

  it('makes the next request wait for the rest: waitForAnswered ends once every projection has applied what was answered', async () => {
    const runner = await run([noting('fast', []), slow.projection]);
    expect(await settled(runner.waitForAnswered())).toBe(true); // nothing answered ahead yet
    const { position } = await events.append('a', [added], 'no-stream');
    await runner.waitFor(position, { projections: ['fast'] });
    const next = runner.waitForAnswered();
    expect(await settled(next)).toBe(false);
    slow.letGo();
    expect(await settled(next)).toBe(true);
    expect(await settled(runner.waitForAnswered())).toBe(true);
  });

  it('gives up after its timeout like any wait, telling how far the named projections came', async () => {
    const timedOut: Array<[number, number]> = [];
    const runner = await run([noting('fast', []), slow.projection], { onWaitTimedOut: (position, reached) => timedOut.push([position, reached]) });
    const { position } = await events.append('a', [added], 'no-stream');
    await runner.waitFor(position, { projections: ['slow'], timeoutMs: 30 });
    expect(timedOut).toEqual([[position, 0]]);
    await runner.waitFor(position + 100, { projections: ['fast'], timeoutMs: 30 });
    expect(timedOut[1]).toEqual([position + 100, position]);
  });

  it('refuses a projection name it does not run', async () => {
    const runner = await run([noting('fast', [])]);
    await expect(runner.waitFor(1, { projections: ['fast', 'nope'] })).rejects.toThrow('Unknown read model(s): nope');
  });

  it("on a follower, ends once the owner's stored checkpoint of the named projection has passed the position", async () => {
    let holder: object | undefined;
    const lease = (): ProjectionLease => {
      const me = {};
      return {
        tryAcquire: async () => (holder ??= me) === me,
        stillHeld: async () => holder === me,
        release: async () => void (holder === me && (holder = undefined)),
      };
    };
    const projections = () => [noting('fast', []), slow.projection];
    await run(projections(), { lease: lease() });
    const timedOut: number[] = [];
    const follower = await run(projections(), { lease: lease(), leasePollMs: 60_000, onWaitTimedOut: (position) => timedOut.push(position) });
    expect(follower.status().role).toBe('follower');
    const { position } = await events.append('a', [added], 'no-stream');
    const named = follower.waitFor(position, { projections: ['fast'], timeoutMs: 300 });
    const all = follower.waitFor(position, { timeoutMs: 5_000 });
    // The owner saves its checkpoints after a batch, so the stored ones move once the slow one is done.
    expect(await settled(all)).toBe(false);
    slow.letGo();
    await Promise.all([named, all]);
    expect(timedOut).toEqual([]);
    expect(follower.position).toBe(position);
  });
});
