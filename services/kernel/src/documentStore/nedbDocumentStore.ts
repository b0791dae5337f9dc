import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { writeWholeFile } from './nedbWholeFile';
import { DuplicateKeyError, type Collection, type Document, type DocumentStore, type Filter, type FindOptions, type Update } from './documentStore';

const HIDE_ID = { _id: 0 };

/** Orders the collections' writes: the last one written is stored last when writes were held back. */
let writes = 0;

/** NeDB collections: one file per collection under `dir`, or in memory when `dir` is undefined. */
export class NedbDocumentStore implements DocumentStore {
  private readonly collections = new Map<string, NedbCollection<Document>>();
  private holdingBack = false;

  constructor(private readonly dir?: string) {}

  collection<T extends Document = Document>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) {
      const filename = this.dir ? path.join(this.dir, `${name}.db`) : undefined;
      collection = new NedbCollection(filename);
      if (this.holdingBack) collection.holdBack();
      this.collections.set(name, collection);
    }
    return collection as unknown as Collection<T>;
  }

  async drop(name: string): Promise<void> {
    this.collection(name);
    await (this.collections.get(name) as NedbCollection<Document>).clear();
  }

  async remove(name: string): Promise<void> {
    const collection = this.collections.get(name);
    this.collections.delete(name);
    await collection?.clear();
    if (this.dir) await rm(path.join(this.dir, `${name}.db`), { force: true });
  }

  /** Writes go to memory only while `work` runs; then each file written to is written whole, once, the last written last. */
  async writeBehind<T>(work: () => Promise<T>): Promise<T> {
    if (!this.dir || this.holdingBack) return work();
    this.holdingBack = true;
    for (const collection of this.collections.values()) collection.holdBack();
    try {
      return await work();
    } finally {
      this.holdingBack = false;
      const byLastWrite = [...this.collections.values()].sort((a, b) => a.lastWrite - b.lastWrite);
      for (const collection of byLastWrite) await collection.storeHeldBack();
    }
  }

  async compact(name: string): Promise<void> {
    await this.collections.get(name)?.compact();
  }

  async close(): Promise<void> {
    await Promise.all([...this.collections.values()].map((collection) => collection.compact()));
  }
}

class NedbCollection<T extends Document> implements Collection<T> {
  private db: Datastore<Document>;
  private loading: Promise<void> | undefined;
  /** Indexes declared by this process (field → unique), made again on a cleared collection. */
  private readonly indexes = new Map<string, boolean>([['id', false]]);
  /** When this collection was last written, on the store's clock of writes. */
  lastWrite = 0;
  /** Writes are held in memory (see NedbDocumentStore.writeBehind). */
  private heldBack = false;
  /** Written while held back: its file is to be written whole. */
  private changedInMemory = false;
  /** Writes appended to the file since it was last written whole: compacting it at close is worth it. */
  private appended = false;

  constructor(private readonly filename: string | undefined) {
    this.db = this.open();
  }

  private open(): Datastore<Document> {
    return new Datastore<Document>(this.filename ? { filename: this.filename } : { inMemoryOnly: true });
  }

  /** A file is read at the collection's first use, so one dropped first (a replay's) is never read. */
  private get loaded(): Promise<void> {
    // Documents are found by `id` above all (every projection's upsert): an index saves scanning them all.
    return (this.loading ??= this.db.loadDatabaseAsync().then(() => {
      this.persistWrites();
      return this.makeIndexes();
    }));
  }

  /**
   * NeDB (4.1.2, pinned) appends each write to the file unless its persistence is in memory only: that
   * switch, once the file is loaded (loading reads the file unless it is set), holds writes back.
   */
  private persistWrites(): void {
    if (this.filename) (this.db.persistence as { inMemoryOnly?: boolean }).inMemoryOnly = this.heldBack;
  }

  holdBack(): void {
    this.heldBack = true;
    if (this.loading)
      void this.loading.then(
        () => this.persistWrites(),
        () => undefined,
      );
  }

  /** Ends holding writes back: the file is written whole, once, if anything was written meanwhile. */
  async storeHeldBack(): Promise<void> {
    this.heldBack = false;
    if (!this.loading) return;
    await this.loading;
    this.persistWrites();
    if (!this.changedInMemory || !this.filename) return;
    this.changedInMemory = false;
    await writeWholeFile(this.db, this.filename);
    this.appended = false;
  }

  private async makeIndexes(): Promise<void> {
    for (const [fieldName, unique] of this.indexes) await this.db.ensureIndexAsync({ fieldName, unique });
  }

  /**
   * Removes every document by starting an empty file and datastore (removing a large collection's
   * documents one query at a time would only be slower); the declared indexes stay.
   */
  async clear(): Promise<void> {
    await this.loading?.catch(() => undefined);
    if (this.filename) await writeFile(this.filename, '');
    this.db = this.open();
    this.loading = undefined;
    this.changedInMemory = false;
    this.appended = false;
    this.lastWrite = ++writes;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    await this.loaded;
    let cursor = this.db.findAsync(filter, HIDE_ID);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as T[];
  }

  async findOne(filter: Filter): Promise<T | null> {
    await this.loaded;
    return (await this.db.findOneAsync(filter, HIDE_ID)) as T | null;
  }

  async insertOne(document: T): Promise<void> {
    await this.write(() => this.db.insertAsync({ ...document }));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<number> {
    const result = await this.write(() => this.db.updateAsync(filter, update, { upsert: options.upsert ?? false }));
    return result.numAffected;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    return (await this.write(() => this.db.updateAsync(filter, update, { multi: true }))).numAffected;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return this.write(() => this.db.removeAsync(filter, { multi: true }));
  }

  /** Removes the old versions and inserts the new ones: two appends to the file, whatever the number of documents. */
  async replaceMany(byId: ReadonlyMap<string, T | null>): Promise<void> {
    if (byId.size === 0) return;
    const replacements = [...byId].flatMap(([id, document]) => (document ? [{ ...document, id }] : []));
    await this.write(async () => {
      await this.db.removeAsync({ id: { $in: [...byId.keys()] } }, { multi: true });
      if (replacements.length) await this.db.insertAsync(replacements);
    });
  }

  async count(filter: Filter = {}): Promise<number> {
    await this.loaded;
    return this.db.countAsync(filter);
  }

  /** A unique index wins: one declared plain (the `id` index every collection has) is made unique when asked. */
  async ensureIndex(field: string, options: { unique?: boolean } = {}): Promise<void> {
    await this.loaded;
    const unique = (options.unique ?? false) || this.indexes.get(field) === true;
    if (this.indexes.get(field) === false && unique) await this.db.removeIndexAsync(field);
    await this.db.ensureIndexAsync({ fieldName: field, unique });
    this.indexes.set(field, unique);
  }

  /** Rewrites the file as the documents stand (NeDB appends every write); a file not appended to since it was read or written whole is as it was. */
  async compact(): Promise<void> {
    if (!this.filename || !this.loading) return;
    await this.loading;
    if (!this.appended) return;
    await writeWholeFile(this.db, this.filename);
    this.appended = false;
  }

  private async write<R>(operation: () => Promise<R>): Promise<R> {
    await this.loaded;
    this.lastWrite = ++writes;
    if (this.heldBack) this.changedInMemory = true;
    else this.appended = true;
    try {
      return await operation();
    } catch (error) {
      const violation = error as { errorType?: string; key?: unknown };
      if (violation.errorType === 'uniqueViolated') throw new DuplicateKeyError(String(violation.key));
      throw error;
    }
  }
}
