import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { catchUpContract } from './catchUp.contract';

describe('catching up with an in-memory log', () => catchUpContract(async () => new MemoryEventStore(), 6000));
