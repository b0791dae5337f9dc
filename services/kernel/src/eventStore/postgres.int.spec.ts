import { eventStoreContract } from './eventStore.contract';
import { openPgClient } from './pgClient';
import { SqlEventStore } from './sqlEventStore';

jest.setTimeout(60_000);

// The server suite runs wherever PostgreSQL is reachable; .ci/run starts one and sets DATABASE_URL.
const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const describeServer = url ? describe : describe.skip;

describeServer('SqlEventStore on a PostgreSQL server', () => {
  eventStoreContract(async () => SqlEventStore.open(await openPgClient(url!)));
});
