import { MemoryObjectStore } from './memoryObjectStore';
import { objectStoreContract } from './objectStore.contract';

describe('MemoryObjectStore', () => {
  describe('contract', () => objectStoreContract(async () => new MemoryObjectStore()));

  it('verifies what another store with the same key signed', () => {
    const key = 'k'.repeat(32);
    const upload = new MemoryObjectStore(key).signUpload(new Date(0), 1000);
    expect(new MemoryObjectStore(key).verifyUpload(upload, new Date(0))).toBeNull();
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => new MemoryObjectStore('short')).toThrow('at least 32 characters');
  });
});
