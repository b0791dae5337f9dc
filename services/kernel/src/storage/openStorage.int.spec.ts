import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase, testDatabaseUrl } from '../../test/scratchDatabase';
import { openStorage, storageConfigFromEnv } from './openStorage';

jest.setTimeout(60_000);

/** Opens storage as a process would, writes one event and one document, and closes it again. */
async function openWriteAndClose(env: NodeJS.ProcessEnv): Promise<void> {
  const storage = await openStorage(storageConfigFromEnv(env));
  try {
    await storage.events.append('probe-1', [{ type: 'Probed', data: {} }], 'no-stream');
    const probes = storage.docs.collection<{ _id: string; name: string }>('probes');
    await probes.insertOne({ _id: 'one', name: 'first' });
    expect(await probes.findOne({ _id: 'one' })).toMatchObject({ name: 'first' });
  } finally {
    await storage.close();
  }
}

describe('openStorage on a DATA_DIR that does not exist yet', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rd-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const nested = () => path.join(root, 'not', 'yet', 'there');

  it('creates it, nested folders included, for PGlite and NeDB (the default, as `npm start` opens it)', async () => {
    await openWriteAndClose({ DATA_DIR: nested() });
    expect((await readdir(nested())).sort()).toEqual(['documents', 'events', 'objects']);
    expect((await stat(nested())).mode & 0o777).toBe(0o700);
  });

  it('creates it for the in-memory log with NeDB documents on disk', async () => {
    await openWriteAndClose({ EVENT_STORE: 'memory', DATA_DIR: nested() });
    expect(await readdir(nested())).toEqual(expect.arrayContaining(['documents', 'objects']));
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(storageConfigFromEnv({ DATA_DIR: 'some/where' }).dataDir).toBe(path.resolve('some/where'));
    expect(storageConfigFromEnv({}).dataDir).toBe(path.resolve('data'));
  });

  const serverUrl = testDatabaseUrl();
  const itWithServer = serverUrl ? it : it.skip;
  itWithServer('creates it for the PostgreSQL log with NeDB documents, and for PGlite with Pongo documents', async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    try {
      await openWriteAndClose({ DATABASE_URL: scratch.url, DATA_DIR: nested() });
      expect(await readdir(nested())).toEqual(expect.arrayContaining(['documents', 'objects']));
      const other = path.join(root, 'another', 'new', 'one');
      await openWriteAndClose({ EVENT_STORE: 'pglite', DOCUMENT_STORE: 'pongo', DOCUMENT_STORE_URL: scratch.url, DATA_DIR: other });
      expect(await readdir(other)).toEqual(expect.arrayContaining(['events', 'objects']));
    } finally {
      await scratch.drop();
    }
  });
});
