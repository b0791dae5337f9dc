import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { documentStoreContract } from './documentStore.contract';
import { openMongoDbDocumentStore } from './mongoDbDocumentStore';
import { queryLanguageContract } from './queryLanguage.contract';

jest.setTimeout(120_000);

// Runs where a MongoDB server is reachable (none is on the development machines): MONGODB_URL names it.
const serverUrl = process.env.MONGODB_URL || undefined;
const describeServer = serverUrl ? describe : describe.skip;

describeServer('MongoDB document store', () => {
  // A database of its own per run, dropped after it.
  const database = `rd_test_${randomBytes(6).toString('hex')}`;
  const url = () => {
    const scratch = new URL(serverUrl!);
    scratch.pathname = `/${database}`;
    return scratch.toString();
  };
  afterAll(async () => {
    const client = await new MongoClient(serverUrl!).connect();
    await client.db(database).dropDatabase();
    await client.close();
  });

  describe('contract', () => documentStoreContract(() => openMongoDbDocumentStore(url())));
  describe('query language', () => queryLanguageContract(() => openMongoDbDocumentStore(url())));

  it('never returns the engine id, and leaves the documents it is given as they were', async () => {
    const store = await openMongoDbDocumentStore(url());
    const rows = store.collection('untouched');
    const document = { id: 'a', name: 'A' };
    await rows.insertOne(document);
    expect(document).toEqual({ id: 'a', name: 'A' });
    expect(await rows.find()).toEqual([{ id: 'a', name: 'A' }]);
    await store.close();
  });
});
