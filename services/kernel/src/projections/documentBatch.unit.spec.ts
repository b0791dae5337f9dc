import type { Collection, Document, DocumentStore } from '../documentStore/documentStore';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { RecordedEvent } from '../eventStore/eventStore';
import { DocumentBatch } from './documentBatch';

type Counter = { id: string; n: number };

/** An in-memory store that counts the documents read one at a time (findOne), the queries (find) and the bulk writes. */
function countingStore(): { docs: DocumentStore; findOnes: string[]; finds: number[]; bulkWrites: number[] } {
  const inner = new NedbDocumentStore();
  const findOnes: string[] = [];
  const finds: number[] = [];
  const bulkWrites: number[] = [];
  const docs: DocumentStore = {
    collection<T extends Document>(name: string): Collection<T> {
      const collection = inner.collection<T>(name);
      return Object.assign(Object.create(collection) as Collection<T>, {
        findOne: (filter: Record<string, unknown>) => {
          findOnes.push(`${name}/${String(filter.id)}`);
          return collection.findOne(filter);
        },
        find: (...args: Parameters<Collection<T>['find']>) => {
          finds.push(1);
          return collection.find(...args);
        },
        replaceMany: (byId: ReadonlyMap<string, T | null>) => {
          bulkWrites.push(byId.size);
          return collection.replaceMany(byId);
        },
      });
    },
    drop: (name) => inner.drop(name),
    remove: (name) => inner.remove(name),
    close: () => inner.close(),
  };
  return { docs, findOnes, finds, bulkWrites };
}

const event = (position: number): RecordedEvent => ({
  position,
  streamId: 's',
  version: position,
  eventId: `e${position}`,
  type: 'Counted',
  data: {},
  metadata: {},
  recordedAt: new Date(0).toISOString(),
});

const count = (batch: DocumentBatch, position: number, id: string) =>
  batch.context(event(position)).upsert<Counter>('counters', id, (current) => ({ id, n: (current?.n ?? 0) + 1 }));

describe('DocumentBatch', () => {
  it('reads each document from the store once over many flushes, and writes each once per flush', async () => {
    const { docs, findOnes, bulkWrites } = countingStore();
    const batch = new DocumentBatch(docs);
    for (let position = 1; position <= 6; position++) {
      await count(batch, position, 'a');
      await count(batch, position, position % 2 ? 'b' : 'c');
      if (position % 2 === 0) await batch.flush();
    }
    expect(findOnes.sort()).toEqual(['counters/a', 'counters/b', 'counters/c']);
    expect(bulkWrites).toEqual([3, 3, 3]);
    expect(await docs.collection('counters').find({}, { sort: { id: 1 } })).toEqual([
      { id: 'a', n: 6, lastPosition: 6 },
      { id: 'b', n: 3, lastPosition: 5 },
      { id: 'c', n: 3, lastPosition: 6 },
    ]);
  });

  it('never reads a collection emptied before it for a document it did not write, even once it has forgotten what it wrote', async () => {
    const { docs, findOnes } = countingStore();
    const batch = new DocumentBatch(docs, { empty: ['counters'], keep: 1 });
    await count(batch, 1, 'a');
    await count(batch, 2, 'b');
    await batch.flush();
    await count(batch, 3, 'a');
    await count(batch, 4, 'b');
    await count(batch, 5, 'c');
    await batch.flush();
    expect(findOnes).toEqual(['counters/a']); // 'b' was kept (the most recently written), 'c' is new
    expect(await docs.collection('counters').find({}, { sort: { id: 1 } })).toEqual([
      { id: 'a', n: 2, lastPosition: 3 },
      { id: 'b', n: 2, lastPosition: 4 },
      { id: 'c', n: 1, lastPosition: 5 },
    ]);
  });

  it("sees a projection's own writes: a collection written directly is flushed first and read afresh after", async () => {
    const { docs } = countingStore();
    const batch = new DocumentBatch(docs, { empty: ['counters'] });
    await count(batch, 1, 'a');
    const { docs: view } = batch.context(event(2));
    await view.collection('counters').updateMany({ id: 'a' }, { $set: { n: 10 } });
    await view.collection('counters').insertOne({ id: 'z', n: 100, lastPosition: 2 });
    await count(batch, 3, 'a');
    await count(batch, 4, 'z');
    await batch.flush();
    expect(await docs.collection('counters').find({}, { sort: { id: 1 } })).toEqual([
      { id: 'a', n: 11, lastPosition: 3 },
      { id: 'z', n: 101, lastPosition: 4 },
    ]);
  });

  it('skips an event a document already reflects, and deletes a document changed to null', async () => {
    const { docs } = countingStore();
    const batch = new DocumentBatch(docs, { empty: ['counters'] });
    await count(batch, 5, 'a');
    await count(batch, 5, 'a');
    await batch.context(event(6)).upsert('counters', 'gone', () => ({ id: 'gone' }));
    await batch.flush();
    await batch.context(event(7)).upsert('counters', 'gone', () => null);
    await batch.flush();
    expect(await docs.collection('counters').find()).toEqual([{ id: 'a', n: 1, lastPosition: 5 }]);
  });
});

/**
 * A catch-up's work on a batch, with a projection's every kind of access: upserts over many ids, a
 * query (the highest count of a group), reads and replacements by id alone, and writes of its own.
 */
async function catchUp(batch: DocumentBatch, events: number, page: number): Promise<void> {
  let seed = 11;
  const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
  for (let position = 1; position <= events; position++) {
    const context = batch.context(event(position));
    const id = `c${random(60)}`;
    const roll = random(10);
    if (roll < 6) await context.upsert<Counter & { group: number }>('counters', id, (current) => ({ id, n: (current?.n ?? 0) + 1, group: random(4) }));
    else if (roll < 7) await context.upsert('counters', id, () => null);
    else if (roll < 8) {
      const [top] = await context.docs.collection<Counter>('counters').find({ group: random(4) }, { sort: { n: -1, id: 1 }, limit: 1 });
      await context.upsert('tops', `t${position % 7}`, () => ({ id: `t${position % 7}`, top: top?.id ?? null }));
    } else if (roll < 9) {
      const notes = context.docs.collection<{ id: string; seen: number; lastPosition: number }>('notes');
      const stored = await notes.findOne({ id });
      if (random(5) === 0) await notes.deleteMany({ id });
      else await notes.updateOne({ id }, { id, seen: (stored?.seen ?? 0) + 1, lastPosition: position }, { upsert: true });
    } else if (position === Math.floor(events / 2)) await context.docs.collection('counters').updateMany({ group: random(4) }, { $inc: { n: 100 } });
    if (position % page === 0) await batch.flush();
  }
  await batch.flush();
}

async function everything(docs: DocumentStore) {
  const names = ['counters', 'tops', 'notes'];
  return Promise.all(names.map((name) => docs.collection(name).find({}, { sort: { id: 1 } })));
}

describe('DocumentBatch bounded by keep', () => {
  it('comes out with the same documents keeping 5 documents as keeping every one', async () => {
    const unbounded = countingStore();
    const bounded = countingStore();
    await catchUp(new DocumentBatch(unbounded.docs, { empty: ['counters', 'tops', 'notes'], keep: Infinity }), 1500, 50);
    await catchUp(new DocumentBatch(bounded.docs, { empty: ['counters', 'tops', 'notes'], keep: 5 }), 1500, 50);
    const [counters, tops, notes] = await everything(unbounded.docs);
    expect(counters.length).toBeGreaterThan(20);
    expect(tops.length).toBe(7);
    expect(notes.length).toBeGreaterThan(20);
    expect(await everything(bounded.docs)).toEqual([counters, tops, notes]);
    expect(bounded.findOnes.length).toBeGreaterThan(unbounded.findOnes.length); // it did forget, and read again
  });

  it('queries a collection it holds whole in memory, and reads and replaces a document by its id alone through memory', async () => {
    const { docs, findOnes, finds, bulkWrites } = countingStore();
    const batch = new DocumentBatch(docs, { empty: ['counters'] });
    const view = batch.context(event(1)).docs.collection<Counter & { lastPosition: number }>('counters');
    await count(batch, 1, 'a');
    await view.updateOne({ id: 'b' }, { id: 'b', n: 5, lastPosition: 1 }, { upsert: true });
    expect(await view.findOne({ id: 'b' })).toEqual({ id: 'b', n: 5, lastPosition: 1 });
    expect(await view.find({ n: { $gt: 0 } }, { sort: { n: -1 } })).toEqual([
      { id: 'b', n: 5, lastPosition: 1 },
      { id: 'a', n: 1, lastPosition: 1 },
    ]);
    expect(await view.count({ n: 1 })).toBe(1);
    expect(await view.deleteMany({ id: 'a' })).toBe(1);
    expect(await view.findOne({ n: 1 })).toBeNull();
    expect([findOnes, finds, bulkWrites]).toEqual([[], [], []]);
    await batch.flush();
    expect(await docs.collection('counters').find()).toEqual([{ id: 'b', n: 5, lastPosition: 1 }]);
  });

  it('queries the store once it has forgotten part of a collection', async () => {
    const { docs, finds } = countingStore();
    const batch = new DocumentBatch(docs, { empty: ['counters'], keep: 1 });
    await count(batch, 1, 'a');
    await count(batch, 2, 'b');
    await batch.flush();
    expect(
      await batch
        .context(event(3))
        .docs.collection('counters')
        .find({}, { sort: { id: 1 } }),
    ).toEqual([
      { id: 'a', n: 1, lastPosition: 1 },
      { id: 'b', n: 1, lastPosition: 2 },
    ]);
    expect(finds).toEqual([1]);
  });
});
