import { openPgliteClient } from '../eventStore/pgliteClient';
import { SqlEventStore } from '../eventStore/sqlEventStore';
import { catchUpContract } from './catchUp.contract';

describe('catching up with a log on PGlite', () => catchUpContract(async () => SqlEventStore.open(await openPgliteClient()), 3000));
