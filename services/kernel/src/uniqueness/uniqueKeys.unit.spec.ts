import { Conflict } from '../errors';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { claimUniqueKey, releaseUniqueKey, uniqueKeyHolder } from './uniqueKeys';

const taken = { takenMessage: 'That email is already registered.' };

describe('unique keys', () => {
  it('gives a key to the first claimant only, and again to its owner', async () => {
    const store = new MemoryEventStore();
    await claimUniqueKey(store, 'email', 'a@b.co', 'p1', taken);
    await claimUniqueKey(store, 'email', 'a@b.co', 'p1', taken);
    await expect(claimUniqueKey(store, 'email', 'a@b.co', 'p2', taken)).rejects.toEqual(new Conflict(taken.takenMessage));
    expect(await uniqueKeyHolder(store, 'email', 'a@b.co')).toBe('p1');
  });

  it('lets exactly one of many simultaneous claims win', async () => {
    const store = new MemoryEventStore();
    const claims = ['p1', 'p2', 'p3', 'p4'].map((owner) => claimUniqueKey(store, 'email', 'x@y.co', owner, taken));
    const outcomes = await Promise.allSettled(claims);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('frees a released key, and only its owner can release it', async () => {
    const store = new MemoryEventStore();
    await claimUniqueKey(store, 'email', 'a@b.co', 'p1', taken);
    await releaseUniqueKey(store, 'email', 'a@b.co', 'p2');
    expect(await uniqueKeyHolder(store, 'email', 'a@b.co')).toBe('p1');
    await releaseUniqueKey(store, 'email', 'a@b.co', 'p1');
    await claimUniqueKey(store, 'email', 'a@b.co', 'p2', taken);
    expect(await uniqueKeyHolder(store, 'email', 'a@b.co')).toBe('p2');
  });

  it('takes over a claim whose owner was never created', async () => {
    const store = new MemoryEventStore();
    await claimUniqueKey(store, 'email', 'a@b.co', 'ghost', taken);
    await claimUniqueKey(store, 'email', 'a@b.co', 'p2', { ...taken, isAbandoned: async (owner) => owner === 'ghost' });
    expect(await uniqueKeyHolder(store, 'email', 'a@b.co')).toBe('p2');
  });
});
