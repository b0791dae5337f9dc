import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentStoreContract } from './documentStore.contract';
import { NedbDocumentStore } from './nedbDocumentStore';

describe('NedbDocumentStore on files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rd-nedb-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  describe('contract', () => documentStoreContract(async () => new NedbDocumentStore(dir)));

  it('keeps documents across a reopen', async () => {
    const first = new NedbDocumentStore(dir);
    await first.collection('kept').insertOne({ id: 'k', value: 1 });
    await first.close();
    expect(await new NedbDocumentStore(dir).collection('kept').findOne({ id: 'k' })).toEqual({ id: 'k', value: 1 });
  });

  it('drops a collection it has not read yet, and the drop outlives a reopen', async () => {
    const first = new NedbDocumentStore(dir);
    await first.collection('dropped').insertOne({ id: 'd', value: 1 });
    await first.close();
    const second = new NedbDocumentStore(dir);
    await second.drop('dropped');
    expect(await second.collection('dropped').count()).toBe(0);
    await second.collection('dropped').insertOne({ id: 'e', value: 2 });
    await second.close();
    expect(await new NedbDocumentStore(dir).collection('dropped').find()).toEqual([{ id: 'e', value: 2 }]);
  });

  it('removes a collection with its file', async () => {
    const store = new NedbDocumentStore(dir);
    await store.collection('removed').insertOne({ id: 'r' });
    expect(existsSync(path.join(dir, 'removed.db'))).toBe(true);
    await store.remove('removed');
    expect(existsSync(path.join(dir, 'removed.db'))).toBe(false);
    await store.close();
  });

  it('holds writes back in memory through writeBehind, then writes each file whole once, the last written last', async () => {
    const lines = async (name: string) => (await readFile(path.join(dir, `${name}.db`), 'utf8')).split('\n').filter(Boolean);
    const store = new NedbDocumentStore(dir);
    await store.collection('held').insertOne({ id: 'before', value: 0 });
    await store.drop('held');
    const fileDuring: string[][] = [];
    await store.writeBehind(async () => {
      for (let value = 1; value <= 20; value++) await store.collection('held').replaceMany(new Map([['a', { id: 'a', value }]]));
      await store.collection('held_marks').updateOne({ id: 'mark' }, { id: 'mark', value: 20 }, { upsert: true });
      expect(await store.collection('held').findOne({ id: 'a' })).toEqual({ id: 'a', value: 20 });
      fileDuring.push(await lines('held'));
    });
    expect(fileDuring[0].filter((line) => line.includes('"id":"a"'))).toEqual([]); // a crash here leaves the file as dropped
    expect((await lines('held')).filter((line) => !line.includes('$$indexCreated'))).toHaveLength(1);
    await store.close();
    const reopened = new NedbDocumentStore(dir);
    expect(await reopened.collection('held').find()).toEqual([{ id: 'a', value: 20 }]);
    expect(await reopened.collection('held_marks').find()).toEqual([{ id: 'mark', value: 20 }]);
  }, 30_000);
});
