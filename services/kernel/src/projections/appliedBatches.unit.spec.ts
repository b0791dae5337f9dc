import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { RecordedEvent } from '../eventStore/eventStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import type { Projection } from './projection';
import { ProjectorRunner } from './projectorRunner';

const added = (amount: number) => ({ type: 'Added', data: { amount } });

/** Counts the events it has applied, so a follower can see the read model had each batch first. */
function counting(): Projection & { applied: number } {
  const projection = {
    name: 'counting',
    collections: [],
    applied: 0,
    async apply() {
      projection.applied += 1;
    },
  };
  return projection;
}

const settle = async (runner: ProjectorRunner, events: MemoryEventStore) => {
  await runner.waitFor(await events.head());
  await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('followers of the log sharing the runner’s subscription', () => {
  it('get every event after they join, once, in order, after the read models have applied it', async () => {
    const events = new MemoryEventStore();
    const projection = counting();
    const runner = new ProjectorRunner(events, new NedbDocumentStore(), [projection], { pollMs: 20 });
    await events.append('s', [added(1)], 'any');
    await runner.start();
    const seen: Array<{ position: number; appliedBefore: number }> = [];
    const stop = runner.onApplied((batch: RecordedEvent[]) => {
      for (const event of batch) seen.push({ position: event.position, appliedBefore: projection.applied });
    });
    await events.append('s', [added(2), added(3)], 'any');
    await settle(runner, events);
    await events.append('t', [added(4)], 'any');
    await settle(runner, events);
    expect(seen.map((entry) => entry.position)).toEqual([2, 3, 4]);
    expect(seen.every((entry) => entry.appliedBefore >= entry.position)).toBe(true);
    await stop();
    await events.append('t', [added(5)], 'any');
    await settle(runner, events);
    expect(seen).toHaveLength(3);
    await runner.stop();
  });

  it('still get the events appended while the read models were replayed', async () => {
    const events = new MemoryEventStore();
    const runner = new ProjectorRunner(events, new NedbDocumentStore(), [counting()], { pollMs: 20 });
    await runner.start();
    const seen: number[] = [];
    runner.onApplied((batch) => void seen.push(...batch.map((event) => event.position)));
    await events.append('s', [added(1)], 'any');
    await settle(runner, events);
    const replaying = runner.replay();
    await events.append('s', [added(2)], 'any');
    await replaying;
    await events.append('s', [added(3)], 'any');
    await settle(runner, events);
    expect(seen).toEqual([1, 2, 3]);
    await runner.stop();
  });
});
