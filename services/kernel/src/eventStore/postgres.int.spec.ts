import { Client } from 'pg';
import { createScratchDatabase, describeOnPostgres, testDatabaseUrl } from '../../test/scratchDatabase';
import { eventStoreContract, settledTo } from './eventStore.contract';
import { restoredLogContract } from './restoredLog.contract';
import { openPgClient } from './pgClient';
import { SqlEventStore } from './sqlEventStore';

jest.setTimeout(60_000);

describeOnPostgres('SqlEventStore on a PostgreSQL server', (databaseUrl) => {
  describe('contract', () => eventStoreContract(async () => SqlEventStore.open(await openPgClient(databaseUrl())), { inIssueOrder: false }));

  describe('a database restored from another cluster', () => {
    let restored: Awaited<ReturnType<typeof createScratchDatabase>>;
    beforeAll(async () => {
      restored = await createScratchDatabase(testDatabaseUrl()!);
    });
    afterAll(() => restored.drop());
    restoredLogContract(() => openPgClient(restored.url));
  });

  it('holds its head behind a write transaction open anywhere on the server, but not its committed head', async () => {
    const store = await SqlEventStore.open(await openPgClient(databaseUrl()));
    const elsewhere = await createScratchDatabase(testDatabaseUrl()!);
    const other = new Client({ connectionString: elsewhere.url });
    await other.connect();
    try {
      // A transaction of another database with a transaction id (as CREATE DATABASE or a long import has).
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      const { position } = await store.append('held-1', [{ type: 'Held', data: {} }], 'no-stream');
      expect(await store.committedHead()).toBe(position);
      expect(await store.head()).toBeLessThan(position);
      await other.query('COMMIT');
      expect(await settledTo(store, position)).toBe(position);
    } finally {
      await other.end();
      await store.close();
      await elsewhere.drop();
    }
  });

  it('opens on a new database from several processes starting at once', async () => {
    const fresh = await createScratchDatabase(testDatabaseUrl()!);
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
