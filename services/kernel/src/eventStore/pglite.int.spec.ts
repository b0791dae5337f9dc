import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventStoreContract } from './eventStore.contract';
import { restoredLogContract } from './restoredLog.contract';
import { openPgliteClient } from './pgliteClient';
import { POSITIONS_PER_TRANSACTION } from './sqlEventLog';
import { SqlEventStore } from './sqlEventStore';

jest.setTimeout(60_000);

describe('SqlEventStore on PGlite', () => {
  describe('one transaction per append', () => eventStoreContract(async () => SqlEventStore.open(await openPgliteClient())));

  describe('group commit', () => {
    const openGrouped = async () => SqlEventStore.open(await openPgliteClient(), undefined, { groupCommit: true });
    eventStoreContract(openGrouped);

    it('writes the appends that arrive while one is in flight in one transaction, positions in arrival order', async () => {
      const store = await openGrouped();
      const first = store.append('first', [{ type: 'Alone', data: {} }], 'no-stream'); // in flight while the others arrive
      await Promise.resolve();
      const together = await Promise.all(['a', 'b', 'a', 'c'].map((name, n) => store.append(name, [{ type: 'Grouped', data: { n } }], 'any')));
      const transaction = (position: number) => Math.floor(position / POSITIONS_PER_TRANSACTION);
      expect(new Set(together.map((result) => transaction(result.position))).size).toBe(1);
      expect(transaction((await first).position)).toBeLessThan(transaction(together[0].position));
      expect(together.map((result) => result.position)).toEqual(together.map((result) => result.position).sort((x, y) => x - y));
      expect(together.map((result) => result.version)).toEqual([1, 1, 2, 1]);
      await store.close();
    });

    it('is refused on a log other processes write too', async () => {
      const shared = { ...(await openPgliteClient()), shared: true };
      await expect(SqlEventStore.open(shared, undefined, { groupCommit: true })).rejects.toThrow(/only for a log this process alone writes/);
      await shared.close();
    });
  });

  describe('a data folder copied from another machine', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'rd-restored-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));
    restoredLogContract(() => openPgliteClient(dataDir));
  });
});
