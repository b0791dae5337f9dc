import { DuplicateKeyError, type DocumentStore } from './documentStore';
import { oneAdapterFreshNames } from '../../test/contractFixture';

interface Player extends Record<string, unknown> {
  id: string;
  email: string;
  points?: number;
  tags?: string[];
}

/** The behaviour every DocumentStore adapter must have; each adapter's spec runs it. */
export function documentStoreContract(open: () => Promise<DocumentStore>): void {
  let store: DocumentStore;
  let name: string;

  oneAdapterFreshNames(open, 'players_', { adapter: (opened) => (store = opened), name: (fresh) => (name = fresh) });

  const seed = async () => {
    const players = store.collection<Player>(name);
    for (const [id, points] of [
      ['a', 3],
      ['b', 1],
      ['c', 2],
    ] as const) {
      await players.insertOne({ id, email: `${id}@x.test`, points });
    }
    return players;
  };

  it('finds with filters, sort, skip and limit, without engine ids', async () => {
    const players = await seed();
    expect(await players.find({ points: { $gte: 2 } }, { sort: { points: -1 } })).toEqual([
      { id: 'a', email: 'a@x.test', points: 3 },
      { id: 'c', email: 'c@x.test', points: 2 },
    ]);
    expect((await players.find({}, { sort: { points: 1 }, skip: 1, limit: 1 })).map((p) => p.id)).toEqual(['c']);
    expect(await players.findOne({ email: 'b@x.test' })).toEqual({ id: 'b', email: 'b@x.test', points: 1 });
    expect(await players.findOne({ id: 'zz' })).toBeNull();
    expect(await players.count({ id: { $in: ['a', 'b', 'q'] } })).toBe(2);
  });

  it('updates with $set, $inc and $push, and upserts', async () => {
    const players = await seed();
    expect(await players.updateOne({ id: 'a' }, { $set: { email: 'new@x.test' }, $inc: { points: 2 } })).toBe(1);
    expect(await players.findOne({ id: 'a' })).toMatchObject({ email: 'new@x.test', points: 5 });
    expect(await players.updateOne({ id: 'nobody' }, { $set: { points: 1 } })).toBe(0);
    await players.updateOne({ id: 'd' }, { $set: { email: 'd@x.test' }, $push: { tags: 'new' } }, { upsert: true });
    expect(await players.findOne({ id: 'd' })).toEqual({ id: 'd', email: 'd@x.test', tags: ['new'] });
    expect(await players.updateMany({ points: { $lt: 3 } }, { $set: { points: 0 } })).toBe(2);
  });

  it('deletes and drops', async () => {
    const players = await seed();
    expect(await players.deleteMany({ id: 'a' })).toBe(1);
    expect(await players.count()).toBe(2);
    await store.drop(name);
    expect(await store.collection(name).count()).toBe(0);
  });

  it('removes a collection whole: its documents and its unique index go, and a new use starts empty', async () => {
    const players = store.collection<Player>(name);
    await players.ensureIndex('email', { unique: true });
    await players.insertOne({ id: 'a', email: 'a@x.test' });
    await store.remove(name);
    await store.remove(`${name}_never_made`);
    const again = store.collection<Player>(name);
    expect(await again.count()).toBe(0);
    await again.insertOne({ id: 'b', email: 'a@x.test' });
    await again.insertOne({ id: 'c', email: 'a@x.test' });
    expect(await again.count()).toBe(2);
  });

  it('drops a large collection it has read, keeping its unique index, and takes new documents', async () => {
    const players = store.collection<Player>(name);
    await players.ensureIndex('email', { unique: true });
    const many = Array.from({ length: 150_000 }, (_, n): [string, Player] => [`p${n}`, { id: `p${n}`, email: `p${n}@x.test` }]);
    await players.replaceMany(new Map(many));
    expect(await players.count()).toBe(150_000);
    await store.drop(name);
    const again = store.collection<Player>(name);
    expect(await again.count()).toBe(0);
    await again.insertOne({ id: 'a', email: 'a@x.test' });
    await expect(again.insertOne({ id: 'b', email: 'a@x.test' })).rejects.toBeInstanceOf(DuplicateKeyError);
  }, 120_000);

  it('makes an index it already has unique when asked', async () => {
    const players = await seed();
    await players.ensureIndex('id');
    await players.ensureIndex('id', { unique: true });
    await expect(players.insertOne({ id: 'a', email: 'other@x.test' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await players.ensureIndex('id');
    await expect(players.insertOne({ id: 'b', email: 'other@x.test' })).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('replaces, inserts and deletes many documents by id at once', async () => {
    const players = await seed();
    await players.replaceMany(
      new Map<string, Player | null>([
        ['a', { id: 'a', email: 'a2@x.test' }],
        ['b', null],
        ['d', { id: 'd', email: 'd@x.test', tags: ['new'] }],
        ['nobody', null],
      ]),
    );
    expect(await players.find({}, { sort: { id: 1 } })).toEqual([
      { id: 'a', email: 'a2@x.test' },
      { id: 'c', email: 'c@x.test', points: 2 },
      { id: 'd', email: 'd@x.test', tags: ['new'] },
    ]);
    await players.replaceMany(new Map());
    expect(await players.count()).toBe(3);
  });

  it('keeps a conditional update conditional when many race for one document', async () => {
    const players = await seed();
    const matched = await Promise.all(Array.from({ length: 20 }, () => players.updateOne({ id: 'b', points: { $lt: 5 } }, { $inc: { points: 1 } })));
    expect(matched.reduce((sum, n) => sum + n, 0)).toBe(4);
    expect(await players.findOne({ id: 'b' })).toMatchObject({ points: 5 });
  });

  it('lets upserts of one new document race (copies of a service starting together): each lands, one document is kept', async () => {
    const players = store.collection<Player>(name);
    await players.ensureIndex('email', { unique: true });
    const upsert = (points: number) => players.updateOne({ email: 'new@x.test' }, { id: 'n', email: 'new@x.test', points }, { upsert: true });
    expect(await Promise.all(Array.from({ length: 10 }, (_, points) => upsert(points)))).toEqual(Array(10).fill(1));
    expect(await players.count({ email: 'new@x.test' })).toBe(1);
  });

  it('enforces a unique index', async () => {
    const players = await seed();
    await players.ensureIndex('email', { unique: true });
    await expect(players.insertOne({ id: 'z', email: 'a@x.test' })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(players.updateOne({ id: 'b' }, { $set: { email: 'c@x.test' } })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await players.count()).toBe(3);
  });
}
