export * from './eventStore/eventStore';
export { MemoryEventStore } from './eventStore/memoryEventStore';
export { SqlEventStore } from './eventStore/sqlEventStore';
export { openPgliteClient } from './eventStore/pgliteClient';
export { openPgClient } from './eventStore/pgClient';
