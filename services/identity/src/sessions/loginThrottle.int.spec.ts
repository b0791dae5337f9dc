import { openPongoDocumentStore } from '@reality-draft/kernel';
import { createScratchDatabase, testDatabaseUrl } from '@reality-draft/kernel/testing';
import { loginThrottleRaceContract } from './loginThrottleRace.contract';

jest.setTimeout(60_000);

// Runs wherever PostgreSQL is reachable; .ci/run starts one and sets TEST_DATABASE_URL.
const serverUrl = testDatabaseUrl();
(serverUrl ? describe : describe.skip)('LoginThrottle on a PostgreSQL server (Pongo)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
  });
  afterAll(() => scratch.drop());

  describe('two processes, each with its own connections, racing', () =>
    loginThrottleRaceContract(async () => {
      const first = await openPongoDocumentStore(scratch.url);
      const second = await openPongoDocumentStore(scratch.url);
      return {
        processes: [first, second],
        async close() {
          await first.close();
          await second.close();
        },
      };
    }));
});
