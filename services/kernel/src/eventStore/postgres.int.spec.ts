import { createScratchDatabase, testDatabaseUrl } from '../../test/scratchDatabase';
import { eventStoreContract, settledTo } from './eventStore.contract';
import { restoredLogContract } from './restoredLog.contract';
import { openPgClient } from './pgClient';
import { SqlEventStore } from './sqlEventStore';

jest.setTimeout(60_000);

// The server suite runs wherever PostgreSQL is reachable; .ci/run starts one and sets TEST_DATABASE_URL.
const serverUrl = testDatabaseUrl();
const describeServer = serverUrl ? describe : describe.skip;

describeServer('SqlEventStore on a PostgreSQL server', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
  });
  afterAll(() => scratch.drop());

  describe('contract', () => eventStoreContract(async () => SqlEventStore.open(await openPgClient(scratch.url)), { inIssueOrder: false }));

  describe('a database restored from another cluster', () => {
    let restored: Awaited<ReturnType<typeof createScratchDatabase>>;
    beforeAll(async () => {
      restored = await createScratchDatabase(serverUrl!);
    });
    afterAll(() => restored.drop());
    restoredLogContract(() => openPgClient(restored.url));
  });

  it('opens on a new database from several processes starting at once', async () => {
    const fresh = await createScratchDatabase(serverUrl!);
    try {
      const stores = await Promise.all(Array.from({ length: 8 }, async () => SqlEventStore.open(await openPgClient(fresh.url))));
      const { position } = await stores[0].append('opened-1', [{ type: 'Opened', data: {} }], 'no-stream');
      expect(await settledTo(stores[7], position)).toBe(position);
      await Promise.all(stores.map((store) => store.close()));
    } finally {
      await fresh.drop();
    }
  });
});
