import type { Collection, MongoServerError } from 'mongodb';
import type { DocumentStore } from './documentStore';
import { MongoApiDocumentStore, type MongoApiCollection } from './mongoApiDocumentStore';

const DUPLICATE_KEY = 11000;
const NAMESPACE_NOT_FOUND = 26;
/** IndexOptionsConflict and IndexKeySpecsConflict: an index on the same field with other options. */
const INDEX_CONFLICTS = new Set<unknown>([85, 86]);

/** A DocumentStore on MongoDB: the database named in `url`'s path (MongoDB's default, `test`, when none is). */
export async function openMongoDbDocumentStore(url: string): Promise<DocumentStore> {
  // Loaded here, not with the kernel: the driver takes a fifth of a second to load, for every service process.
  const { MongoClient, MongoServerError } = await import('mongodb');
  const isServerError = (error: unknown): error is MongoServerError => error instanceof MongoServerError;
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  const db = client.db();
  return new MongoApiDocumentStore<MongoApiCollection & Collection>({
    async open(name) {
      const collection = db.collection(name);
      // Projections find their documents by `id` on every event (an index made unique since stays unique).
      await ensureMongoIndex(collection, 'id', false, isServerError);
      return collection;
    },
    async clear(collection) {
      await collection.deleteMany({});
    },
    async remove(name) {
      try {
        await db.collection(name).drop();
      } catch (error) {
        if (!isServerError(error) || error.code !== NAMESPACE_NOT_FOUND) throw error;
      }
    },
    ensureIndex: (collection, field, unique) => ensureMongoIndex(collection, field, unique, isServerError),
    duplicateKey: (error) => (isServerError(error) && error.code === DUPLICATE_KEY ? duplicatedValue(error) : undefined),
    close: () => client.close(),
  });
}

/** A unique index wins, as in NedbDocumentStore: it replaces a plain one on the field, and a plain one asked later leaves it. */
async function ensureMongoIndex(collection: Collection, field: string, unique: boolean, isServerError: (error: unknown) => error is MongoServerError) {
  try {
    await collection.createIndex({ [field]: 1 }, { unique });
  } catch (error) {
    if (!isServerError(error) || !INDEX_CONFLICTS.has(error.code)) throw error;
    if (!unique) return;
    await collection.dropIndex(`${field}_1`);
    await collection.createIndex({ [field]: 1 }, { unique });
  }
}

function duplicatedValue(error: MongoServerError): string {
  const keyValue = error.keyValue as Record<string, unknown> | undefined;
  return keyValue ? Object.values(keyValue).map(String).join(', ') : error.message;
}
