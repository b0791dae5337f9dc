import { DuplicateKeyError, type Collection, type Document, type DocumentStore, type Filter, type FindOptions, type Update } from './documentStore';

/** Engine ids are never returned: the port's documents are keyed by their own `id` field. */
export const HIDE_ID = { _id: 0 } as const;

export interface WriteCounts {
  matchedCount: number;
  upsertedCount: number;
}

/** The writes replaceMany sends: whole documents by their `id`, or their removal. */
export type ByIdWrite = { replaceOne: { filter: { id: string }; replacement: Document; upsert: true } } | { deleteMany: { filter: { id: string } } };

/**
 * The part of the MongoDB driver's collection API this adapter uses. The driver's `Collection` is one;
 * PongoCollectionApi (pongoCollectionApi.ts) is the other, on PostgreSQL.
 */
export interface MongoApiCollection {
  find(filter: Filter, options: { projection: typeof HIDE_ID } & FindOptions): { toArray(): Promise<Document[]> };
  findOne(filter: Filter, options: { projection: typeof HIDE_ID }): Promise<Document | null>;
  insertOne(document: Document): Promise<unknown>;
  updateOne(filter: Filter, update: Update, options: { upsert: boolean }): Promise<WriteCounts>;
  replaceOne(filter: Filter, replacement: Document, options: { upsert: boolean }): Promise<WriteCounts>;
  updateMany(filter: Filter, update: Update): Promise<{ matchedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  countDocuments(filter: Filter): Promise<number>;
  bulkWrite(operations: ByIdWrite[], options: { ordered: false }): Promise<unknown>;
}

/** What differs between the engines behind the one collection API. */
export interface MongoApiEngine<C extends MongoApiCollection = MongoApiCollection> {
  /** The named collection, made ready (created, its `id` indexed) on first use. */
  open(name: string): Promise<C>;
  /** Removes every document and keeps the indexes. */
  clear(collection: C): Promise<void>;
  /** Removes the named collection whole, if there is one (its table, or MongoDB's collection). */
  remove(name: string): Promise<void>;
  /** Declares an index on `field`; a unique index wins over a plain one on the same field, as in NedbDocumentStore. */
  ensureIndex(collection: C, field: string, unique: boolean): Promise<void>;
  /** The conflicting key when `error` is a unique index violation. */
  duplicateKey(error: unknown): string | undefined;
  close(): Promise<void>;
}

/** True when `update` is a whole replacement document rather than $-operators. */
export const isReplacement = (update: Update): boolean => !Object.keys(update).some((key) => key.startsWith('$'));

/** Collection names: letters, digits and underscores (a table's name on PostgreSQL). */
const COLLECTION_NAME = /^[A-Za-z0-9_]{1,63}$/;

/** A DocumentStore on a server reached through MongoDB's collection API: MongoDB itself, or Pongo on PostgreSQL. */
export class MongoApiDocumentStore<C extends MongoApiCollection = MongoApiCollection> implements DocumentStore {
  private readonly ready = new Map<string, Promise<C>>();
  private readonly collections = new Map<string, MongoApiDocumentCollection<Document, C>>();

  constructor(private readonly engine: MongoApiEngine<C>) {}

  collection<T extends Document = Document>(name: string): Collection<T> {
    if (!COLLECTION_NAME.test(name)) throw new Error(`A collection name is 1 to 63 letters, digits and underscores, not "${name}"`);
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MongoApiDocumentCollection(() => this.opened(name), this.engine);
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async drop(name: string): Promise<void> {
    this.collection(name);
    await this.engine.clear(await this.opened(name));
  }

  async remove(name: string): Promise<void> {
    await this.ready.get(name)?.catch(() => undefined);
    this.ready.delete(name);
    this.collections.delete(name);
    await this.engine.remove(name);
  }

  async close(): Promise<void> {
    await this.engine.close();
  }

  /** Each collection is made ready once per process; a failed attempt is tried again on the next call. */
  private opened(name: string): Promise<C> {
    let opening = this.ready.get(name);
    if (!opening) {
      opening = this.engine.open(name);
      opening.catch(() => this.ready.delete(name));
      this.ready.set(name, opening);
    }
    return opening;
  }
}

class MongoApiDocumentCollection<T extends Document, C extends MongoApiCollection> implements Collection<T> {
  constructor(
    private readonly opened: () => Promise<C>,
    private readonly engine: MongoApiEngine<C>,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const { sort, skip, limit } = options;
    const found = (await this.opened()).find(filter, { projection: HIDE_ID, sort, skip: skip || undefined, limit: limit || undefined });
    return (await found.toArray()) as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await (await this.opened()).findOne(filter, { projection: HIDE_ID })) as T | null;
  }

  async insertOne(document: T): Promise<void> {
    // A copy: the MongoDB driver writes the generated _id into the document it is given.
    await this.write((collection) => collection.insertOne({ ...document }));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<number> {
    const upsert = options.upsert ?? false;
    const write = () =>
      this.write((collection) =>
        isReplacement(update) ? collection.replaceOne(filter, update, { upsert }) : collection.updateOne(filter, update, { upsert }),
      );
    // Two upserts of one document at once (two copies of a service starting together) may both find
    // nothing and both insert: the loser's insert breaks the unique key. Tried again, it finds the
    // winner's document and updates it; a second refusal is a real conflict with another document.
    const counts = await write().catch((error: unknown) => {
      if (upsert && error instanceof DuplicateKeyError) return write();
      throw error;
    });
    return counts.matchedCount + counts.upsertedCount;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    return (await this.write((collection) => collection.updateMany(filter, update))).matchedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await (await this.opened()).deleteMany(filter)).deletedCount;
  }

  async replaceMany(byId: ReadonlyMap<string, T | null>): Promise<void> {
    if (byId.size === 0) return;
    const writes = [...byId].map(([id, document]): ByIdWrite =>
      document ? { replaceOne: { filter: { id }, replacement: { ...document, id }, upsert: true } } : { deleteMany: { filter: { id } } },
    );
    await this.write((collection) => collection.bulkWrite(writes, { ordered: false }));
  }

  async count(filter: Filter = {}): Promise<number> {
    return (await this.opened()).countDocuments(filter);
  }

  async ensureIndex(field: string, options: { unique?: boolean } = {}): Promise<void> {
    await this.write((collection) => this.engine.ensureIndex(collection, field, options.unique ?? false));
  }

  private async write<R>(operation: (collection: C) => Promise<R>): Promise<R> {
    const collection = await this.opened();
    try {
      return await operation(collection);
    } catch (error) {
      const key = this.engine.duplicateKey(error);
      if (key !== undefined) throw new DuplicateKeyError(key);
      throw error;
    }
  }
}
