import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { Document, DocumentStore } from '../documentStore/documentStore';
import type { EventStore, NewEvent } from '../eventStore/eventStore';
import type { Projection } from './projection';
import { ProjectorRunner } from './projectorRunner';

type Amount = { amount: number };

/** Per stream: a running total (not idempotent by itself), deleted by 'Removed'. */
const totals: Projection = {
  name: 'totals',
  collections: ['totals'],
  handles: ['Added', 'Removed'],
  async apply(event, { upsert }) {
    const { amount } = event.data as Amount;
    await upsert<{ id: string; total: number }>('totals', event.streamId, (current) =>
      event.type === 'Removed' ? null : { id: event.streamId, total: (current?.total ?? 0) + amount },
    );
  },
};

/** One row per 'Added'; 'Cleared' finds a stream's rows with a query of its own and deletes them. */
const rows: Projection = {
  name: 'rows',
  collections: ['rows'],
  handles: ['Added', 'Cleared'],
  async apply(event, { docs, upsert }) {
    if (event.type === 'Added') {
      await upsert('rows', String(event.position), () => ({ id: String(event.position), stream: event.streamId, amount: (event.data as Amount).amount }));
      return;
    }
    for (const row of await docs.collection<{ id: string }>('rows').find({ stream: event.streamId })) await upsert('rows', row.id, () => null);
  },
};

/** Every event, whatever its type (no `handles`): how many there were. */
const seen: Projection = {
  name: 'seen',
  collections: ['seen'],
  async apply(_event, { upsert }) {
    await upsert<{ id: string; events: number }>('seen', 'all', (current) => ({ id: 'all', events: (current?.events ?? 0) + 1 }));
  },
};

/** A log of `count` events over 40 streams, in appends of 1-5 events, from a fixed seed. */
function generatedLog(count: number): [string, NewEvent[]][] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const appends: [string, NewEvent[]][] = [];
  for (let written = 0; written < count;) {
    const events = Array.from({ length: Math.min(count - written, 1 + Math.floor(random() * 5)) }, () => {
      const roll = random();
      const type = roll < 0.65 ? 'Added' : roll < 0.7 ? 'Removed' : roll < 0.75 ? 'Cleared' : 'Noise';
      return { type, data: { amount: Math.floor(random() * 100) } };
    });
    appends.push([`s-${Math.floor(random() * 40)}`, events]);
    written += events.length;
  }
  return appends;
}

async function snapshot(docs: DocumentStore): Promise<Record<string, Document[]>> {
  const names = ['totals', 'rows', 'seen'];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await docs.collection(name).find({}, { sort: { id: 1 } })])));
}

/**
 * Catching up in pages (start-up, replay) must leave the read models exactly as following the log
 * live, event by event, does: the same documents, the same positions, on any event store.
 */
export function catchUpContract(openEvents: () => Promise<EventStore>, count: number): void {
  it(`rebuilds ${count} events' read models equal to the live ones, by replay and by a fresh start`, async () => {
    const events = await openEvents();
    const docs = new NedbDocumentStore();
    const projections = [totals, rows, seen];
    // Pages smaller than the log: documents carried from page to page, as in a long replay.
    const live = new ProjectorRunner(events, docs, projections, { pollMs: 20, catchUpPage: 700 });
    await live.start();
    const versions = new Map<string, number>();
    let position = 0;
    for (const [stream, batch] of generatedLog(count)) {
      const appended = await events.append(stream, batch, versions.get(stream) ?? 'no-stream');
      versions.set(stream, appended.version);
      position = appended.position;
    }
    await live.waitFor(position, { timeoutMs: 60_000 });
    const followed = await snapshot(docs);
    expect(followed.seen).toEqual([{ id: 'all', events: count, lastPosition: position }]);
    expect(followed.rows.length).toBeGreaterThan(0);

    await live.replay();
    expect(await snapshot(docs)).toEqual(followed);
    await live.stop();

    const freshDocs = new NedbDocumentStore();
    const fresh = new ProjectorRunner(events, freshDocs, projections, { catchUpPage: 700 });
    await fresh.start();
    expect(await snapshot(freshDocs)).toEqual(followed);
    await fresh.stop();
    await events.close();
  }, 120_000);
}
