import { mkdtemp, rm } from 'node:fs/promises';
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
});
