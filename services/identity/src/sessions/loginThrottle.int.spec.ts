import { openPongoDocumentStore } from '@reality-draft/kernel';
import { describeOnPostgres } from '@reality-draft/kernel/testing';
import { loginThrottleRaceContract } from './loginThrottleRace.contract';

jest.setTimeout(60_000);

describeOnPostgres('LoginThrottle on a PostgreSQL server (Pongo)', (databaseUrl) => {
  describe('two processes, each with its own connections, racing', () =>
    loginThrottleRaceContract(async () => {
      const first = await openPongoDocumentStore(databaseUrl());
      const second = await openPongoDocumentStore(databaseUrl());
      return {
        processes: [first, second],
        async close() {
          await first.close();
          await second.close();
        },
      };
    }));
});
