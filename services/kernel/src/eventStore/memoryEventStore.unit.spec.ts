import { eventStoreContract } from './eventStore.contract';
import { MemoryEventStore } from './memoryEventStore';

describe('MemoryEventStore', () => {
  eventStoreContract(async () => new MemoryEventStore());
});
