import { MemoryEventStore } from '../src/eventStore/memoryEventStore';
import { NedbDocumentStore } from '../src/documentStore/nedbDocumentStore';
import { MemoryObjectStore } from '../src/objectStore/memoryObjectStore';
import type { Storage } from '../src/storage/openStorage';

/** Fresh in-memory storage for a unit test: an event store, a document store and an object store. */
export function memoryStorage(): Storage {
  return { events: new MemoryEventStore(), docs: new NedbDocumentStore(), objects: new MemoryObjectStore(), close: async () => undefined };
}
