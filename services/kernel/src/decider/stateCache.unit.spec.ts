import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { StateCache } from './stateCache';

describe('StateCache', () => {
  it('drops the least recently used stream beyond its capacity', () => {
    const cache = new StateCache<string>(2);
    cache.set('a', { state: 'a1', version: 1 });
    cache.set('b', { state: 'b1', version: 1 });
    cache.get('a');
    cache.set('c', { state: 'c1', version: 1 });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ state: 'a1', version: 1 });
    expect(cache.get('c')).toEqual({ state: 'c1', version: 1 });
  });

  it('keeps the later of two states of a stream', () => {
    const cache = new StateCache<string>();
    cache.set('a', { state: 'a2', version: 2 });
    cache.set('a', { state: 'a1', version: 1 });
    expect(cache.get('a')).toEqual({ state: 'a2', version: 2 });
    cache.set('a', { state: 'a3', version: 3 });
    expect(cache.get('a')).toEqual({ state: 'a3', version: 3 });
  });

  it('is one cache per store and decider', () => {
    const [store, other] = [new MemoryEventStore(), new MemoryEventStore()];
    const [decider, another] = [{}, {}];
    expect(StateCache.of(store, decider)).toBe(StateCache.of(store, decider));
    expect(StateCache.of(store, decider)).not.toBe(StateCache.of(store, another));
    expect(StateCache.of(store, decider)).not.toBe(StateCache.of(other, decider));
  });
});
