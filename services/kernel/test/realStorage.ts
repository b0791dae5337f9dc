import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../src/storage/openStorage';
import { createScratchDatabase, testDatabaseUrl } from './scratchDatabase';

/**
 * Defines a service's integration suites once for each real storage they must pass on: PGlite and NeDB
 * files in a temporary folder, and, where a PostgreSQL server is reachable (testDatabaseUrl), a scratch
 * database of it and NeDB files. `suites` gets the config each suite opens its storage with.
 */
export function describeOnRealStorage(service: string, suites: (config: () => StorageConfig) => void): void {
  const folderPrefix = path.join(tmpdir(), `rd-${service.replace(/[^a-z]+/gi, '-')}-`);

  describe(`${service} on PGlite and NeDB files`, () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(folderPrefix);
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));
    suites(() => ({ eventStore: 'pglite', dataDir }));
  });

  const serverUrl = testDatabaseUrl();
  (serverUrl ? describe : describe.skip)(`${service} on a PostgreSQL server and NeDB files`, () => {
    let dataDir: string;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    beforeAll(async () => {
      dataDir = await mkdtemp(folderPrefix);
      scratch = await createScratchDatabase(serverUrl!);
    });
    afterAll(async () => {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });
    suites(() => ({ eventStore: 'postgres', databaseUrl: scratch.url, dataDir }));
  });
}
