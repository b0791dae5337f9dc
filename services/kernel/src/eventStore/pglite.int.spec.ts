import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventStoreContract } from './eventStore.contract';
import { restoredLogContract } from './restoredLog.contract';
import { openPgliteClient } from './pgliteClient';
import { SqlEventStore } from './sqlEventStore';

jest.setTimeout(60_000);

describe('SqlEventStore on PGlite', () => {
  eventStoreContract(async () => SqlEventStore.open(await openPgliteClient()));

  describe('a data folder copied from another machine', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'rd-restored-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));
    restoredLogContract(() => openPgliteClient(dataDir));
  });
});
