import { eventStoreContract } from './eventStore.contract';
import { openPgliteClient } from './pgliteClient';
import { SqlEventStore } from './sqlEventStore';

jest.setTimeout(60_000);

describe('SqlEventStore on PGlite', () => {
  eventStoreContract(async () => SqlEventStore.open(await openPgliteClient()));
});
