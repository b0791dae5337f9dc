import type { Document, Filter, FindOptions } from '../documentStore/documentStore';

interface NedbModel {
  match(document: unknown, filter: unknown): boolean;
  compareThings(a: unknown, b: unknown): number;
  getDotValue(document: unknown, path: string): unknown;
  deepCopy<T>(value: T): T;
}

// NeDB's own matcher and ordering (the embedded store's), so a query answered from memory matches and
// sorts as the store would.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const model = require('@seald-io/nedb/lib/model') as NedbModel;

/** MongoDB's find over documents held in memory: the matches, sorted, skipped and limited, each a copy. */
export function findInMemory<T extends Document>(documents: Iterable<T | null>, filter: Filter = {}, options: FindOptions = {}): T[] {
  let found: T[] = [];
  for (const document of documents) if (document && model.match(document, filter)) found.push(document);
  const keys = Object.entries(options.sort ?? {});
  if (keys.length)
    found.sort((a, b) => {
      for (const [path, direction] of keys) {
        const order = model.compareThings(model.getDotValue(a, path), model.getDotValue(b, path));
        if (order) return order * direction;
      }
      return 0;
    });
  if (options.skip || options.limit) found = found.slice(options.skip ?? 0, options.limit ? (options.skip ?? 0) + options.limit : undefined);
  return found.map((document) => model.deepCopy(document));
}

/** How many of the documents match. */
export function countInMemory(documents: Iterable<Document | null>, filter: Filter = {}): number {
  let count = 0;
  for (const document of documents) if (document && model.match(document, filter)) count += 1;
  return count;
}

type Key = string | number | boolean;
const isKey = (value: unknown): value is Key => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Indexes over a collection's documents in memory, one per top-level field a query compared with a
 * plain value, made at the first such query and kept up to date with each write: a query then looks
 * at the documents with that value, not at every one (a projection querying on each event would
 * otherwise cost a catch-up time growing with the square of its length).
 */
export class IndexesInMemory {
  private readonly byField = new Map<string, { byValue: Map<Key, Set<string>>; always: Set<string> }>();

  constructor(private readonly documents: ReadonlyMap<string, Document | null>) {}

  /** The documents that can match `filter`: all of them, or those an index of one of its equalities gives. */
  candidates(filter: Filter): Iterable<Document | null> {
    let fewest: { ids: Set<string>; always: Set<string> } | undefined;
    const size = (found: typeof fewest) => (found ? found.ids.size + found.always.size : Infinity);
    for (const [field, value] of Object.entries(filter)) {
      if (field.startsWith('$') || field.includes('.') || !isKey(value)) continue;
      const index = this.indexOf(field);
      const found = { ids: index.byValue.get(value) ?? new Set<string>(), always: index.always };
      if (size(found) < size(fewest)) fewest = found;
    }
    if (!fewest) return this.documents.values();
    return [...fewest.ids, ...fewest.always].map((id) => this.documents.get(id) ?? null);
  }

  /** Before `id`'s document changes from `before` to `after` (null: absent). */
  replace(id: string, before: Document | null | undefined, after: Document | null): void {
    for (const [field, index] of this.byField) {
      if (before) for (const key of keysOf(before[field])) (key === undefined ? index.always : index.byValue.get(key))?.delete(id);
      if (after) for (const key of keysOf(after[field])) this.add(index, key, id);
    }
  }

  private indexOf(field: string) {
    let index = this.byField.get(field);
    if (!index) {
      this.byField.set(field, (index = { byValue: new Map(), always: new Set() }));
      for (const [id, document] of this.documents) if (document) for (const key of keysOf(document[field])) this.add(index, key, id);
    }
    return index;
  }

  private add(index: { byValue: Map<Key, Set<string>>; always: Set<string> }, key: Key | undefined, id: string): void {
    if (key === undefined) return void index.always.add(id);
    let ids = index.byValue.get(key);
    if (!ids) index.byValue.set(key, (ids = new Set()));
    ids.add(id);
  }
}

/**
 * The values a field is found under: itself, or each item of a list (MongoDB's equality matches an
 * item); undefined: a value no index holds (an object, a list of them), so always a candidate.
 */
function keysOf(value: unknown): (Key | undefined)[] {
  if (value === undefined || value === null) return [];
  if (isKey(value)) return [value];
  if (Array.isArray(value)) return value.some((item) => !isKey(item) && item !== null) ? [undefined] : value.filter(isKey);
  return [undefined];
}
