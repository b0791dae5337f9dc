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
});
