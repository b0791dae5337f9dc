import type { EventStore } from '../eventStore/eventStore';

/** A stream's state folded from its events up to `version`. */
export interface Folded<State> {
  state: State;
  version: number;
}

/** Streams a cache holds at most: the least recently used is dropped first. */
export const STATE_CACHE_STREAMS = 10_000;

const caches = new WeakMap<EventStore, WeakMap<object, StateCache<unknown>>>();

/**
 * The folded states of the most recently used streams of one decider over one store, so a command
 * reads only the events appended since. A state is only ever put here from the store's answer or our
 * own successful append, and is never changed in place (evolve returns a new state).
 */
export class StateCache<State> {
  /** In order of use, least recent first. */
  private readonly streams = new Map<string, Folded<State>>();

  constructor(private readonly capacity = STATE_CACHE_STREAMS) {}

  /** The cache of `decider`'s states over `store`, made on first use. */
  static of<State>(store: EventStore, decider: object): StateCache<State> {
    let byDecider = caches.get(store);
    if (!byDecider) caches.set(store, (byDecider = new WeakMap()));
    let cache = byDecider.get(decider);
    if (!cache) byDecider.set(decider, (cache = new StateCache<unknown>()));
    return cache as StateCache<State>;
  }

  get(streamId: string): Folded<State> | undefined {
    const folded = this.streams.get(streamId);
    if (folded) this.touch(streamId, folded);
    return folded;
  }

  /** Holds `folded` unless the cache already holds the stream at that version or a later one. */
  set(streamId: string, folded: Folded<State>): void {
    const held = this.streams.get(streamId);
    if (held && held.version >= folded.version) return;
    this.touch(streamId, folded);
    if (this.streams.size > this.capacity) this.streams.delete(this.streams.keys().next().value as string);
  }

  delete(streamId: string): void {
    this.streams.delete(streamId);
  }

  get size(): number {
    return this.streams.size;
  }

  private touch(streamId: string, folded: Folded<State>): void {
    this.streams.delete(streamId);
    this.streams.set(streamId, folded);
  }
}
