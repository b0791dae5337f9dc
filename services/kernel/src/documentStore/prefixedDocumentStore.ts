import type { Collection, Document, DocumentStore } from './documentStore';

/**
 * A view of `store` whose collection names all start with `prefix`: each process keeps its own read
 * models in a shared document store, so two processes never write each other's documents. Closing the
 * view leaves the store open (its owner closes it).
 */
export function prefixedDocumentStore(store: DocumentStore, prefix: string): DocumentStore {
  if (!prefix) return store;
  if (!/^[a-z][a-z0-9_]*$/i.test(prefix)) throw new Error(`A collection prefix is letters, digits and underscores, not "${prefix}"`);
  return {
    collection: <T extends Document = Document>(name: string): Collection<T> => store.collection<T>(prefix + name),
    drop: (name) => store.drop(prefix + name),
    remove: (name) => store.remove(prefix + name),
    writeBehind: store.writeBehind && ((work) => store.writeBehind!(work)),
    compact: store.compact && ((name) => store.compact!(prefix + name)),
    close: async () => undefined,
  };
}
