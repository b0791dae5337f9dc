import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentStore } from '../documentStore/documentStore';
import { openMongoDbDocumentStore } from '../documentStore/mongoDbDocumentStore';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import { openPongoDocumentStore } from '../documentStore/pongoDocumentStore';
import type { EventStore } from '../eventStore/eventStore';
import { openObjectStore } from '../objectStore/openObjectStore';
import { s3ConfigFromEnv, type S3Config } from '../objectStore/s3Config';
import type { ObjectStore } from '../objectStore/objectStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { openPgClient } from '../eventStore/pgClient';
import { openPgliteClient } from '../eventStore/pgliteClient';
import { SqlEventStore, type RestoredLog } from '../eventStore/sqlEventStore';
import type { Logger } from 'pino';
import type { ProjectionLease } from '../projections/projectionLease';
import { pgAdvisoryLease } from './pgAdvisoryLease';

export interface StorageConfig {
  /** 'pglite' (embedded, default), 'postgres' (a server at databaseUrl), 'kurrentdb' (a server at kurrentdbUrl) or 'memory'. */
  eventStore: 'pglite' | 'postgres' | 'kurrentdb' | 'memory';
  /** Where PGlite, the document files and the uploaded photos live; documents and photos stay in memory when undefined. */
  dataDir?: string;
  databaseUrl?: string;
  /** A KurrentDB connection string, e.g. kurrentdb://127.0.0.1:2113?tls=false. */
  kurrentdbUrl?: string;
  /** The key upload URLs are signed with; else one is made once and kept in dataDir/objects. */
  objectSigningKey?: string;
  /** An S3-compatible bucket for the photos (S3_BUCKET…), shared by every replica; else dataDir/objects. */
  s3?: S3Config;
  /** 'nedb' (files in dataDir, default), 'pongo' (PostgreSQL at documentStoreUrl, else databaseUrl) or 'mongodb' (at mongodbUrl). */
  documentStore?: 'nedb' | 'pongo' | 'mongodb';
  /** The PostgreSQL server of the pongo document store, when it is not the event log's databaseUrl. */
  documentStoreUrl?: string;
  /** A MongoDB connection string naming the database, e.g. mongodb://127.0.0.1:27017/reality_draft. */
  mongodbUrl?: string;
  /** PGlite only: appends arriving while one is in flight are written together in one transaction (GroupCommit); GROUP_COMMIT_DEFAULT when undefined. */
  groupCommit?: boolean;
}

/**
 * Group commit on PGlite unless PGLITE_GROUP_COMMIT=off: `node bench/groupCommit.js` ran 3.4-4.3x the
 * appends/s with it at 16 and 64 concurrent writers, and the flat-out pick bench the same within its
 * noise (the pick path seldom has two appends waiting at once: PGlite runs each statement on this
 * thread, so one is rarely in flight when the next arrives). Bar a group whose insert fails (its appends
 * are then written one by one), it runs no more statements than off.
 */
const GROUP_COMMIT_DEFAULT = true;
const EVENT_STORES: StorageConfig['eventStore'][] = ['pglite', 'postgres', 'kurrentdb', 'memory'];
const DOCUMENT_STORES: NonNullable<StorageConfig['documentStore']>[] = ['nedb', 'pongo', 'mongodb'];

export interface Storage {
  events: EventStore;
  docs: DocumentStore;
  /**
   * The lease on a set of read models named `name` (their prefix), when copies of a process share a
   * document store: a PostgreSQL advisory lock. Absent: this process owns its read models alone.
   */
  lease?: (name: string) => ProjectionLease;
  /** Uploaded photos; in memory when absent. */
  objects?: ObjectStore;
  close(): Promise<void>;
}

/**
 * Reads DATA_DIR, DATABASE_URL, EVENT_STORE, KURRENTDB_URL, OBJECT_SIGNING_KEY, DOCUMENT_STORE, DOCUMENT_STORE_URL and
 * MONGODB_URL from the environment. An in-memory event log keeps its documents in memory too unless DATA_DIR is given, so
 * read models never outlive their log.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const eventStore = (env.EVENT_STORE as StorageConfig['eventStore']) || (databaseUrl ? 'postgres' : 'pglite');
  if (!EVENT_STORES.includes(eventStore)) throw new Error(`EVENT_STORE must be one of ${EVENT_STORES.join(', ')}, not ${eventStore}`);
  if (eventStore === 'postgres' && !databaseUrl) throw new Error('EVENT_STORE=postgres needs DATABASE_URL');
  const kurrentdbUrl = env.KURRENTDB_URL || undefined;
  if (eventStore === 'kurrentdb' && !kurrentdbUrl) throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_URL');
  const dataDir = env.DATA_DIR || (eventStore === 'memory' ? undefined : 'data');
  return {
    eventStore,
    dataDir: dataDir && path.resolve(dataDir),
    databaseUrl,
    kurrentdbUrl,
    objectSigningKey: env.OBJECT_SIGNING_KEY || undefined,
    s3: s3ConfigFromEnv(env),
    ...documentStoreConfigFromEnv(env, databaseUrl),
    groupCommit: groupCommitFromEnv(env),
  };
}

/** PGLITE_GROUP_COMMIT: 'on' or 'off' (unset: GROUP_COMMIT_DEFAULT). */
function groupCommitFromEnv(env: NodeJS.ProcessEnv): boolean {
  const setting = env.PGLITE_GROUP_COMMIT || (GROUP_COMMIT_DEFAULT ? 'on' : 'off');
  if (setting !== 'on' && setting !== 'off') throw new Error(`PGLITE_GROUP_COMMIT must be on or off, not ${setting}`);
  return setting === 'on';
}

function documentStoreConfigFromEnv(env: NodeJS.ProcessEnv, databaseUrl: string | undefined) {
  const documentStore = (env.DOCUMENT_STORE as StorageConfig['documentStore']) || 'nedb';
  if (!DOCUMENT_STORES.includes(documentStore)) throw new Error(`DOCUMENT_STORE must be one of ${DOCUMENT_STORES.join(', ')}, not ${documentStore}`);
  const documentStoreUrl = env.DOCUMENT_STORE_URL || undefined;
  const mongodbUrl = env.MONGODB_URL || undefined;
  if (documentStore === 'pongo' && !documentStoreUrl && !databaseUrl) throw new Error('DOCUMENT_STORE=pongo needs DOCUMENT_STORE_URL or DATABASE_URL');
  if (documentStore === 'mongodb' && !mongodbUrl) throw new Error('DOCUMENT_STORE=mongodb needs MONGODB_URL');
  return { documentStore, documentStoreUrl, mongodbUrl };
}

/** `logger` hears what opening found (a log restored from another cluster). */
export async function openStorage(config: StorageConfig, logger?: Pick<Logger, 'warn'>): Promise<Storage> {
  // Owner-only: the folder holds password hashes and session token hashes. PGlite's own mkdir is not recursive.
  if (config.dataDir) await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const events = await openEventStore(config, logger);
  const docs = await openDocumentStore(config).catch(async (error: unknown) => {
    await events.close();
    throw error;
  });
  const objects = await openObjectStore(config);
  const leaseUrl = sharedLeaseUrl(config);
  return {
    events,
    docs,
    lease: leaseUrl ? (name) => pgAdvisoryLease(leaseUrl, name) : undefined,
    objects,
    async close() {
      await events.close();
      await docs.close();
    },
  };
}

/**
 * Read models in a shared document store are shared by every copy of a process, which take turns
 * by a lock on the PostgreSQL server they share. Embedded documents are one process's own.
 */
function sharedLeaseUrl(config: StorageConfig): string | undefined {
  if (config.documentStore === 'pongo') return config.documentStoreUrl ?? config.databaseUrl;
  if (config.documentStore === 'mongodb' && config.eventStore === 'postgres') return config.databaseUrl;
  return undefined;
}

async function openEventStore(config: StorageConfig, logger?: Pick<Logger, 'warn'>): Promise<EventStore> {
  const onRestored = logger && ((restored: RestoredLog) => logger.warn(restored, 'event log restored from another cluster: its positions made visible once'));
  switch (config.eventStore) {
    case 'memory':
      return new MemoryEventStore();
    case 'postgres':
      return SqlEventStore.open(await openPgClient(config.databaseUrl!), onRestored);
    case 'kurrentdb': {
      // Loaded only here: the KurrentDB client and gRPC are ~30 MB resident that no other store needs.
      const { KurrentEventStore } = await import('../eventStore/kurrentEventStore');
      return KurrentEventStore.open(config.kurrentdbUrl!);
    }
    case 'pglite':
      return SqlEventStore.open(await openPgliteClient(config.dataDir && path.join(config.dataDir, 'events')), onRestored, {
        groupCommit: config.groupCommit ?? GROUP_COMMIT_DEFAULT,
      });
  }
}

async function openDocumentStore(config: StorageConfig): Promise<DocumentStore> {
  switch (config.documentStore ?? 'nedb') {
    case 'pongo':
      return openPongoDocumentStore(required(config.documentStoreUrl ?? config.databaseUrl, 'The pongo document store needs documentStoreUrl or databaseUrl'));
    case 'mongodb':
      return openMongoDbDocumentStore(required(config.mongodbUrl, 'The mongodb document store needs mongodbUrl'));
    case 'nedb': {
      if (!config.dataDir) return new NedbDocumentStore();
      await mkdir(path.join(config.dataDir, 'documents'), { recursive: true, mode: 0o700 });
      return new NedbDocumentStore(path.join(config.dataDir, 'documents'));
    }
  }
}

function required(url: string | undefined, message: string): string {
  if (!url) throw new Error(message);
  return url;
}
