import type { Collection, Document, DocumentStore } from './documentStore';

/**
 * Which generation of each read model's collections is live. A read model rebuilt beside the live one
 * (a blue-green rebuild) writes its next generation's collections, `rooms_g2` for `rooms`, while
 * every reader keeps reading the live ones; switching makes the new generation the one every call
 * reads from then on. Generation 0 is the collection's own name, so read models written before
 * generations existed stay where they are.
 */
export class ReadModelGenerations {
  private readonly live = new Map<string, number>();
  /** The store as readers and the live projections see it: each collection at its live generation. */
  readonly docs: DocumentStore;

  constructor(private readonly inner: DocumentStore) {
    this.docs = this.view((name) => this.generationOf(name));
  }

  generationOf(collection: string): number {
    return this.live.get(collection) ?? 0;
  }

  /** The stored name of `collection` at `generation`. */
  static physical(collection: string, generation: number): string {
    return generation ? `${collection}_g${generation}` : collection;
  }

  /** The store with `collections` at `generation` and every other collection live: where a rebuild writes. */
  building(collections: readonly string[], generation: number): DocumentStore {
    return this.view((name) => (collections.includes(name) ? generation : this.generationOf(name)));
  }

  /** From now on every call on `collections` reads and writes `generation`. */
  switchTo(collections: readonly string[], generation: number): void {
    for (const collection of collections) this.live.set(collection, generation);
  }

  /** Removes `collections` at each of `generations` whole (old ones after a switch, or an abandoned rebuild's). */
  async remove(collections: readonly string[], generations: number | readonly number[]): Promise<void> {
    for (const generation of [generations].flat()) {
      for (const collection of collections) await this.inner.remove(ReadModelGenerations.physical(collection, generation));
    }
  }

  /**
   * Each call resolves the collection's generation when it is made, so a collection object a service
   * keeps reads the new generation after a switch.
   */
  private view(generationOf: (collection: string) => number): DocumentStore {
    const inner = this.inner;
    const stored = <T extends Document>(name: string) => inner.collection<T>(ReadModelGenerations.physical(name, generationOf(name)));
    return {
      collection: <T extends Document = Document>(name: string): Collection<T> => ({
        find: (filter, options) => stored<T>(name).find(filter, options),
        findOne: (filter) => stored<T>(name).findOne(filter),
        insertOne: (document) => stored<T>(name).insertOne(document),
        updateOne: (filter, update, options) => stored<T>(name).updateOne(filter, update, options),
        updateMany: (filter, update) => stored<T>(name).updateMany(filter, update),
        deleteMany: (filter) => stored<T>(name).deleteMany(filter),
        replaceMany: (byId) => stored<T>(name).replaceMany(byId),
        count: (filter) => stored<T>(name).count(filter),
        ensureIndex: (field, options) => stored<T>(name).ensureIndex(field, options),
      }),
      drop: (name) => inner.drop(ReadModelGenerations.physical(name, generationOf(name))),
      remove: (name) => inner.remove(ReadModelGenerations.physical(name, generationOf(name))),
      writeBehind: inner.writeBehind && ((work) => inner.writeBehind!(work)),
      compact: inner.compact && ((name) => inner.compact!(ReadModelGenerations.physical(name, generationOf(name)))),
      close: async () => undefined,
    };
  }
}
