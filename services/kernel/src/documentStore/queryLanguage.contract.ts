import { DuplicateKeyError, type DocumentStore } from './documentStore';
import { oneAdapterFreshNames } from '../../test/contractFixture';

interface Row extends Record<string, unknown> {
  id: string;
  name?: string;
  points?: number;
  tags?: string[];
  profile?: { city: string };
}

/**
 * The parts of MongoDB's query language the services rely on beyond documentStore.contract.ts, where a
 * translation to another engine could go wrong: numbers against strings, quotes, lists, missing fields.
 * NedbDocumentStore, the reference, passes it too.
 */
export function queryLanguageContract(open: () => Promise<DocumentStore>): void {
  let store: DocumentStore;
  let name: string;

  oneAdapterFreshNames(open, 'rows_', { adapter: (opened) => (store = opened), name: (fresh) => (name = fresh) });

  const seed = async (rows: Row[]) => {
    const collection = store.collection<Row>(name);
    for (const row of rows) await collection.insertOne(row);
    return collection;
  };
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  it('compares and sorts numbers as numbers, strings by code point', async () => {
    const rows = await seed([
      { id: 'a', points: 2 },
      { id: 'B', points: 10 },
      { id: '_', points: 9 },
    ]);
    expect(ids(await rows.find({ points: { $gte: 9 } }, { sort: { points: 1 } }))).toEqual(['_', 'B']);
    expect(ids(await rows.find({}, { sort: { points: -1 } }))).toEqual(['B', '_', 'a']);
    expect(ids(await rows.find({}, { sort: { id: 1 } }))).toEqual(['B', '_', 'a']);
    expect(ids(await rows.find({ id: { $lt: 'a' } }, { sort: { id: -1 } }))).toEqual(['_', 'B']);
  });

  it('sorts by several keys and pages', async () => {
    const rows = await seed([
      { id: 'a', points: 1 },
      { id: 'b', points: 2 },
      { id: 'c', points: 1 },
      { id: 'd', points: 2 },
    ]);
    expect(ids(await rows.find({}, { sort: { points: -1, id: 1 } }))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(await rows.find({}, { sort: { points: -1, id: 1 }, skip: 1, limit: 2 }))).toEqual(['d', 'a']);
  });

  it('matches values holding quotes and backslashes, in filters and updates', async () => {
    const tricky = `o'brien"); DROP TABLE x; -- \\ '' $1`;
    const rows = await seed([{ id: 'q', name: tricky }]);
    expect(await rows.findOne({ name: tricky })).toEqual({ id: 'q', name: tricky });
    expect(await rows.count({ name: { $in: [tricky, "it's"] } })).toBe(1);
    expect(await rows.updateOne({ name: tricky }, { $set: { name: `${tricky}'` } })).toBe(1);
    expect(await rows.findOne({ id: 'q' })).toEqual({ id: 'q', name: `${tricky}'` });
  });

  it('matches a list by any of its items, and combines filters with $or and $and', async () => {
    const rows = await seed([
      { id: 'a', tags: ['red', 'blue'], points: 1 },
      { id: 'b', tags: ['blue'], points: 2 },
      { id: 'c', points: 3 },
    ]);
    expect(ids(await rows.find({ tags: 'red' }))).toEqual(['a']);
    expect(ids(await rows.find({ tags: { $in: ['blue', 'green'] } }, { sort: { id: 1 } }))).toEqual(['a', 'b']);
    expect(ids(await rows.find({ $or: [{ tags: 'red' }, { points: 3 }] }, { sort: { id: 1 } }))).toEqual(['a', 'c']);
    expect(ids(await rows.find({ $and: [{ tags: 'blue' }, { points: { $gt: 1 } }] }))).toEqual(['b']);
  });

  it('counts a missing field as different from any value, and finds by nested fields', async () => {
    const rows = await seed([
      { id: 'a', points: 1, profile: { city: 'Lyon' } },
      { id: 'b', profile: { city: 'Oslo' } },
    ]);
    expect(ids(await rows.find({ points: { $ne: 1 } }))).toEqual(['b']);
    expect(ids(await rows.find({ points: { $nin: [1, 2] } }))).toEqual(['b']);
    expect(ids(await rows.find({ points: { $exists: false } }))).toEqual(['b']);
    expect(ids(await rows.find({ 'profile.city': 'Oslo' }))).toEqual(['b']);
  });

  it('upserts whole documents, and updates with $inc and $unset', async () => {
    const rows = store.collection<Row>(name);
    expect(await rows.updateOne({ id: 'a' }, { id: 'a', points: 1 }, { upsert: true })).toBe(1);
    expect(await rows.updateOne({ id: 'a' }, { id: 'a', name: 'A' }, { upsert: true })).toBe(1);
    expect(await rows.find()).toEqual([{ id: 'a', name: 'A' }]);
    expect(await rows.updateOne({ id: 'a' }, { $inc: { points: 2.5 }, $unset: { name: '' } })).toBe(1);
    expect(await rows.findOne({ id: 'a' })).toEqual({ id: 'a', points: 2.5 });
    expect(await rows.updateOne({ id: 'b' }, { $inc: { points: 1 } }, { upsert: true })).toBe(1);
    expect(await rows.findOne({ id: 'b' })).toEqual({ id: 'b', points: 1 });
  });

  it('lets a unique index win over a plain one, for replaceMany too', async () => {
    const rows = await seed([{ id: 'a' }]);
    await rows.ensureIndex('id');
    await rows.ensureIndex('id', { unique: true });
    await rows.ensureIndex('id');
    await expect(rows.insertOne({ id: 'a', name: 'again' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await rows.ensureIndex('name', { unique: true });
    await rows.replaceMany(new Map([['b', { id: 'b', name: 'taken' }]]));
    await expect(rows.replaceMany(new Map([['c', { id: 'c', name: 'taken' }]]))).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await rows.count()).toBe(2);
  });
}
