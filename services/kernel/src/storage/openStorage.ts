import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentStore } from '../documentStore/documentStore';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import type { EventStore } from '../eventStore/eventStore';
import { DiskObjectStore } from '../objectStore/diskObjectStore';
import { MemoryObjectStore } from '../objectStore/memoryObjectStore';
import type { ObjectStore } from '../objectStore/objectStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { openPgClient } from '../eventStore/pgClient';
import { openPgliteClient } from '../eventStore/pgliteClient';
import { SqlEventStore } from '../eventStore/sqlEventStore';

export interface StorageConfig {
  /** 'pglite' (embedded, default), 'postgres' (a server at databaseUrl) or 'memory'. */
  eventStore: 'pglite' | 'postgres' | 'memory';
  /** Where PGlite, the document files and the uploaded photos live; documents and photos stay in memory when undefined. */
  dataDir?: string;
  databaseUrl?: string;
  /** The key upload URLs are signed with; else one is made once and kept in dataDir/objects. */
  objectSigningKey?: string;
}

export interface Storage {
  events: EventStore;
  docs: DocumentStore;
  /** Uploaded photos; in memory when absent. */
  objects?: ObjectStore;
  close(): Promise<void>;
}

/**
 * Reads DATA_DIR, DATABASE_URL, EVENT_STORE and OBJECT_SIGNING_KEY from the environment. An in-memory event log keeps
 * its documents in memory too unless DATA_DIR is given, so read models never outlive their log.
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const eventStore = (env.EVENT_STORE as StorageConfig['eventStore']) || (databaseUrl ? 'postgres' : 'pglite');
  if (!['pglite', 'postgres', 'memory'].includes(eventStore)) throw new Error(`EVENT_STORE must be pglite, postgres or memory, not ${eventStore}`);
  if (eventStore === 'postgres' && !databaseUrl) throw new Error('EVENT_STORE=postgres needs DATABASE_URL');
  const dataDir = env.DATA_DIR || (eventStore === 'memory' ? undefined : 'data');
  return { eventStore, dataDir: dataDir && path.resolve(dataDir), databaseUrl, objectSigningKey: env.OBJECT_SIGNING_KEY || undefined };
}

export async function openStorage(config: StorageConfig): Promise<Storage> {
  // Owner-only: the documents hold password hashes and session token hashes.
  if (config.dataDir) await mkdir(path.join(config.dataDir, 'documents'), { recursive: true, mode: 0o700 });
  const events = await openEventStore(config);
  const docs = new NedbDocumentStore(config.dataDir && path.join(config.dataDir, 'documents'));
  const objects = config.dataDir
    ? await DiskObjectStore.open(path.join(config.dataDir, 'objects'), config.objectSigningKey)
    : new MemoryObjectStore(config.objectSigningKey);
  return {
    events,
    docs,
    objects,
    async close() {
      await events.close();
      await docs.close();
    },
  };
}

async function openEventStore(config: StorageConfig): Promise<EventStore> {
  switch (config.eventStore) {
    case 'memory':
      return new MemoryEventStore();
    case 'postgres':
      return SqlEventStore.open(await openPgClient(config.databaseUrl!));
    case 'pglite':
      return SqlEventStore.open(await openPgliteClient(config.dataDir && path.join(config.dataDir, 'events')));
  }
}
