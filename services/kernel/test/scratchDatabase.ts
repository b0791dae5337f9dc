import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The PostgreSQL server the integration tests use, when one is reachable (.ci/run starts one). */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** Creates an empty database on the server for one test file; `drop` removes it. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rd_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A suite on an empty database of its own on the test server, skipped where no server is reachable
 * (.ci/run starts one and sets TEST_DATABASE_URL). `databaseUrl()` is that database's URL, inside the
 * suite's tests and hooks.
 */
export function describeOnPostgres(name: string, suite: (databaseUrl: () => string) => void): void {
  const serverUrl = testDatabaseUrl();
  (serverUrl ? describe : describe.skip)(name, () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl!);
    });
    afterAll(() => scratch?.drop());
    suite(() => scratch!.url);
  });
}
