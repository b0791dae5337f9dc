import type { Collection, Document, DocumentStore } from '../documentStore/documentStore';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { RecordedEvent } from '../eventStore/eventStore';
import { DocumentBatch } from './documentBatch';

type Counter = { id: string; n: number };

/** An in-memory store that counts the documents read one at a time (findOne) and the bulk writes. */
function countingStore(): { docs: DocumentStore; findOnes: string[]; bulkWrites: number[] } {
  const inner = new NedbDocumentStore();
  const findOnes: string[] = [];
  const bulkWrites: number[] = [];
  const docs: DocumentStore = {
    collection<T extends Document>(name: string): Collection<T> {
      const collection = inner.collection<T>(name);
      return Object.assign(Object.create(collection) as Collection<T>, {
        findOne: (filter: Record<string, unknown>) => {
          findOnes.push(`${name}/${String(filter.id)}`);
          return collection.findOne(filter);
        },
        replaceMany: (byId: ReadonlyMap<string, T | null>) => {
          bulkWrites.push(byId.size);
          return collection.replaceMany(byId);
        },
      });
    },
    drop: (name) => inner.drop(name),
    close: () => inner.close(),
  };
  return { docs, findOnes, bulkWrites };
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
