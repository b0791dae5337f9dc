/** The document store port: named collections queried with MongoDB's filter and update language. */

export type Document = Record<string, unknown>;
/** A MongoDB filter, e.g. `{ email: 'a@b.c', createdAt: { $gt: '2026' } }`. */
export type Filter = Record<string, unknown>;
/** A MongoDB update, e.g. `{ $set: { email } }`, or a whole replacement document. */
export type Update = Record<string, unknown>;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
}

export interface Collection<T extends Document = Document> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter): Promise<T | null>;
  insertOne(document: T): Promise<void>;
  /** Returns how many documents matched (1 when upserted). */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<number>;
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  /**
   * Many whole documents at once, keyed by their `id` field: each replaces the document with that
   * id (inserted when there is none), or deletes it when null. One write, not one per document.
   */
  replaceMany(byId: ReadonlyMap<string, T | null>): Promise<void>;
  count(filter?: Filter): Promise<number>;
  /** Declares an index; a unique one makes conflicting writes throw DuplicateKeyError. */
  ensureIndex(field: string, options?: { unique?: boolean }): Promise<void>;
}

export interface DocumentStore {
  collection<T extends Document = Document>(name: string): Collection<T>;
  /** Removes every document of a collection (its indexes stay). */
  drop(name: string): Promise<void>;
  /** Removes a collection whole: its documents, its indexes and its storage (a table, a file). A later use makes it anew. */
  remove(name: string): Promise<void>;
  /**
   * Runs `work` with this store's writes kept in memory, then stores each collection it wrote once,
   * the least recently written first (an embedded store's file written whole once, not appended to on
   * every write): a catch-up's many pages. A crash inside leaves what is stored as it was before.
   * Absent: every write is stored as it is made.
   */
  writeBehind?<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Stores a collection anew as its documents stand, so that what was deleted from it is gone from
   * its storage too (an embedded store appends every write to its file). Absent: a delete already is.
   */
  compact?(name: string): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`A document with the unique key ${key} already exists`);
    this.name = 'DuplicateKeyError';
  }
}
