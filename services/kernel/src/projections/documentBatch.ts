import type { Collection, Document, DocumentStore, Filter } from '../documentStore/documentStore';
import type { RecordedEvent } from '../eventStore/eventStore';
import { upserted, type Projected, type ProjectionContext } from './projection';
import { countInMemory, findInMemory, IndexesInMemory } from './queryInMemory';

type Stored = Document & Projected;

/** Documents kept in memory between flushes, over every collection: beyond it the least recently written go. */
const KEEP_DOCUMENTS = 25_000;

/**
 * One collection as the catch-up knows it: documents as stored or as changed since (null: absent),
 * which of them to write at the next flush, and, for a collection emptied before the catch-up and
 * written only through it since, the ids stored (any other id is known absent without a read).
 * Such a collection is `complete` until one of its documents is forgotten: memory holds all of it,
 * and a projection's queries of it are answered from memory; once `queried`, its documents are the
 * last forgotten.
 */
interface Known {
  documents: Map<string, Stored | null>;
  changed: Set<string>;
  stored?: Set<string>;
  complete: boolean;
  queried: boolean;
  /** For the queries of a complete collection (made at the first). */
  indexes?: IndexesInMemory;
}

export interface DocumentBatchOptions {
  /** Collections that hold no document as the batch begins (dropped by this process just before). */
  empty?: Iterable<string>;
  /** How many documents stay in memory after a flush (default 25,000): a catch-up's memory is bounded whatever the log's length. */
  keep?: number;
}

/**
 * Documents read and changed by a catch-up's events, kept in memory and each written once per flush:
 * catching up with a long log writes a room once per page, not once per pick, and reads it from the
 * store at most once (documents stay known from page to page, up to `keep` of them; a collection
 * emptied before the catch-up is never read for a document it was not given). A projection's own
 * queries (`context.docs`) see the batch's changes: a complete collection (above) is queried in
 * memory, any other's pending writes are flushed before it is queried, and a collection written
 * directly is read afresh after.
 */
export class DocumentBatch {
  private readonly known = new Map<string, Known>();
  private readonly view: DocumentStore;
  private readonly empty: Set<string>;
  private readonly keep: number;

  constructor(
    private readonly docs: DocumentStore,
    options: DocumentBatchOptions = {},
  ) {
    this.empty = new Set(options.empty);
    this.keep = options.keep ?? KEEP_DOCUMENTS;
    this.view = {
      collection: <T extends Document>(name: string) => this.directly<T>(name),
      drop: async (name) => {
        this.known.delete(name);
        await docs.drop(name);
        this.empty.add(name);
      },
      remove: async (name) => {
        this.known.delete(name);
        await docs.remove(name);
        this.empty.add(name);
      },
      close: () => docs.close(),
    };
  }

  /** The context a projection applies `event` with: the same contract as following the log live. */
  context(event: RecordedEvent): ProjectionContext {
    return {
      docs: this.view,
      upsert: async <T extends Document>(collection: string, id: string, change: (current: T | null) => T | null) => {
        const next = upserted((await this.read(collection, id)) as (T & Projected) | null, id, event, change);
        if (next !== undefined) this.write(collection, id, next);
      },
    };
  }

  /** Writes every changed document, one bulk write per collection, then forgets the least recently written beyond `keep`. */
  async flush(): Promise<void> {
    for (const name of this.known.keys()) await this.flushCollection(name);
    this.forgetOldest();
  }

  private async read(name: string, id: string): Promise<Stored | null> {
    const known = this.knownOf(name);
    let document = known.documents.get(id);
    if (document === undefined) {
      document = known.stored && !known.stored.has(id) ? null : await this.docs.collection<Stored>(name).findOne({ id });
      known.documents.set(id, document);
    }
    return document;
  }

  /** Kept as the most recently written (a Map keeps insertion order). */
  private write(name: string, id: string, document: Stored | null): void {
    const known = this.knownOf(name);
    known.indexes?.replace(id, known.documents.get(id), document);
    known.documents.delete(id);
    known.documents.set(id, document);
    known.changed.add(id);
  }

  private knownOf(name: string): Known {
    let known = this.known.get(name);
    if (!known) {
      const empty = this.empty.has(name);
      this.known.set(name, (known = { documents: new Map(), changed: new Set(), stored: empty ? new Set() : undefined, complete: empty, queried: false }));
    }
    return known;
  }

  private async flushCollection(name: string): Promise<void> {
    const known = this.known.get(name);
    if (!known?.changed.size) return;
    const writes = new Map<string, Stored | null>();
    for (const id of known.changed) {
      const document = known.documents.get(id) ?? null;
      writes.set(id, document);
      if (document) known.stored?.add(id);
      else known.stored?.delete(id);
    }
    known.changed.clear();
    await this.docs.collection<Stored>(name).replaceMany(writes);
  }

  /**
   * After a flush nothing is pending: the oldest-written documents of each collection go, in
   * proportion, until `keep` remain. Complete collections that were queried are kept whole while they
   * fill at most half of `keep`; beyond that they go like the others (and are queried in the store).
   */
  private forgetOldest(): void {
    const all = [...this.known.values()];
    const size = (collections: Known[]) => collections.reduce((sum, known) => sum + known.documents.size, 0);
    if (size(all) <= this.keep) return;
    const pinned = all.filter((known) => known.complete && known.queried);
    const kept = size(pinned) <= this.keep / 2 ? pinned : [];
    const others = all.filter((known) => !kept.includes(known));
    const share = (this.keep - size(kept)) / size(others);
    for (const known of others) {
      let excess = known.documents.size - Math.floor(known.documents.size * share);
      if (excess > 0) Object.assign(known, { complete: false, indexes: undefined });
      for (const id of known.documents.keys()) {
        if (excess-- <= 0) break;
        known.documents.delete(id);
      }
    }
  }

  /** A collection written directly: flushed first, then read afresh (nothing about it is known any more). */
  private forget(name: string): void {
    this.known.delete(name);
    this.empty.delete(name);
  }

  /**
   * A collection as a projection queries it directly: up to date with the batch, and forgetting what it
   * knew once written. Reading, replacing and deleting one document by its `id` alone go through the
   * batch like an upsert (a projection that keeps its own positions, the notifier): on a server, not
   * a round trip per event.
   */
  private directly<T extends Document>(name: string): Collection<T> {
    const collection = this.docs.collection<T>(name);
    const reading =
      <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        await this.flushCollection(name);
        return operation(...args);
      };
    const writing =
      <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        await this.flushCollection(name);
        this.forget(name);
        return operation(...args);
      };
    /** The collection's documents that can match `filter` when memory holds all of them (and then it is queried: kept longer). */
    const inMemory = (filter: Filter = {}) => {
      const known = this.knownOf(name);
      if (!known.complete) return undefined;
      known.queried = true;
      return (known.indexes ??= new IndexesInMemory(known.documents)).candidates(filter);
    };
    const find = reading(collection.find.bind(collection));
    const findOne = reading(collection.findOne.bind(collection));
    const count = reading(collection.count.bind(collection));
    const updateOne = writing(collection.updateOne.bind(collection));
    const deleteMany = writing(collection.deleteMany.bind(collection));
    return {
      find: async (filter, options) => {
        const documents = inMemory(filter);
        return documents ? findInMemory(documents as Iterable<T | null>, filter, options) : find(filter, options);
      },
      findOne: async (filter) => {
        const id = idOnly(filter);
        if (id !== undefined) return (await this.read(name, id)) as T | null;
        const documents = inMemory(filter);
        return documents ? (findInMemory(documents as Iterable<T | null>, filter, { limit: 1 })[0] ?? null) : findOne(filter);
      },
      count: async (filter) => {
        const documents = inMemory(filter);
        return documents ? countInMemory(documents, filter) : count(filter);
      },
      insertOne: writing(collection.insertOne.bind(collection)),
      updateOne: async (filter, update, options) => {
        const id = idOnly(filter);
        if (id === undefined || update.id !== id || Object.keys(update).some((key) => key.startsWith('$'))) return updateOne(filter, update, options);
        if (!options?.upsert && !(await this.read(name, id))) return 0;
        this.write(name, id, { ...(update as Stored) });
        return 1;
      },
      updateMany: writing(collection.updateMany.bind(collection)),
      deleteMany: async (filter) => {
        const id = idOnly(filter);
        if (id === undefined) return deleteMany(filter);
        if (!(await this.read(name, id))) return 0;
        this.write(name, id, null);
        return 1;
      },
      replaceMany: writing(collection.replaceMany.bind(collection)),
      ensureIndex: writing(collection.ensureIndex.bind(collection)),
    };
  }
}

/** The id of a filter on a string `id` and nothing else: a document the batch can answer for. */
function idOnly(filter: Filter): string | undefined {
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === 'id' && typeof filter.id === 'string' ? filter.id : undefined;
}
