import { pongoClient } from '@event-driven-io/pongo';
import { escapeIdentifier, Pool, types } from 'pg';
import type { Document, DocumentStore } from './documentStore';
import { MongoApiDocumentStore } from './mongoApiDocumentStore';
import { DDL_LOCK, PongoCollectionApi } from './pongoCollectionApi';

export interface PongoDocumentStoreOptions {
  /**
   * The PostgreSQL schema of the collections' tables, so a collection never meets another table of the
   * database (the event log's `events` when both share DATABASE_URL).
   */
  schema?: string;
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A DocumentStore of Pongo collections: one PostgreSQL table of JSONB documents per collection. */
export async function openPongoDocumentStore(connectionString: string, options: PongoDocumentStoreOptions = {}): Promise<DocumentStore> {
  const schema = options.schema ?? 'documents';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`A document schema is lower-case letters, digits and underscores, not "${schema}"`);
  const pool = new Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idle_in_transaction_session_timeout: 10_000,
    // Pongo names its tables without a schema: they are found, and made, in this one. JIT compiling would
    // cost more than these short statements run (the per-id subqueries of a bulk write look costly to it).
    options: `-c search_path=${schema} -c jit=off`,
  });
  // An idle connection the server drops must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL connection of the document store lost: ${error.message}`));
  try {
    await pool.query(`${DDL_LOCK}; CREATE SCHEMA IF NOT EXISTS ${escapeIdentifier(schema)}`);
    const client = keepingTypeParsers(() => pongoClient(connectionString, { schema: { autoMigration: 'None' }, connectionOptions: { pool } }));
    const db = client.db();
    return new MongoApiDocumentStore<PongoCollectionApi>({
      async open(name) {
        const collection = new PongoCollectionApi(db.collection<Document>(name), pool);
        await collection.create();
        return collection;
      },
      clear: (collection) => collection.truncate(),
      remove: (name) => PongoCollectionApi.dropTable(pool, name),
      ensureIndex: (collection, field, unique) => collection.createIndex(field, unique),
      duplicateKey: postgresDuplicateKey,
      async close() {
        await client.close();
        await pool.end();
      },
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
}

const INT8 = 20;
const JSON_OID = 114;
const JSONB = 3802;

/**
 * Pongo's driver layer (dumbo) replaces node-postgres's process-wide type parsers when it makes its first
 * pool: BIGINT as BigInt, JSON revived with BigInts for long numeric strings. The event store reads its
 * rows through the same `pg`, so the parsers are put back as they were.
 */
export function keepingTypeParsers<T>(make: () => T): T {
  const saved = [INT8, JSON_OID, JSONB].map((oid) => [oid, types.getTypeParser(oid, 'text')] as const);
  try {
    return make();
  } finally {
    for (const [oid, parser] of saved) types.setTypeParser(oid, 'text', parser);
  }
}

const UNIQUE_VIOLATION = '23505';

/** The duplicated value of a unique index violation, from PostgreSQL's `Key (...)=(value) already exists.` */
function postgresDuplicateKey(error: unknown): string | undefined {
  const violation = error as { code?: string; detail?: string; constraint?: string };
  if (violation.code !== UNIQUE_VIOLATION) return undefined;
  const value = /\)=\((.*)\) (?:already exists|is duplicated)\.?$/s.exec(violation.detail ?? '')?.[1];
  if (value === undefined) return violation.constraint ?? 'unknown';
  try {
    return String(JSON.parse(value));
  } catch {
    return value;
  }
}
