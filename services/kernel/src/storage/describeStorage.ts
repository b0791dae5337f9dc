import path from 'node:path';
import type { StorageConfig } from './openStorage';

/** Where a server is, for a log line: host, port and database, never the user or password in its URL. */
export function serverAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'a server (its URL does not parse)';
  }
}

/** What a person reads at start-up: where the data lives and which engines hold it. */
export function describeStorage(config: StorageConfig): { data: string; eventStore: string; documentStore: string } {
  const inDataDir = (folder: string) => (config.dataDir ? path.join(config.dataDir, folder) : 'memory');
  return {
    data: config.dataDir ?? 'memory only: gone when the process stops',
    eventStore: describeEventStore(config, inDataDir('events')),
    documentStore: describeDocumentStore(config, inDataDir('documents')),
  };
}

function describeEventStore(config: StorageConfig, pgliteDir: string): string {
  switch (config.eventStore) {
    case 'memory':
      return 'in memory';
    case 'pglite':
      return `PGlite (embedded PostgreSQL) in ${pgliteDir}`;
    case 'postgres':
      return `PostgreSQL at ${serverAddress(config.databaseUrl ?? '')}`;
    case 'kurrentdb':
      return `KurrentDB at ${serverAddress(config.kurrentdbUrl ?? '')}`;
  }
}

function describeDocumentStore(config: StorageConfig, nedbDir: string): string {
  switch (config.documentStore ?? 'nedb') {
    case 'nedb':
      return nedbDir === 'memory' ? 'NeDB in memory' : `NeDB files in ${nedbDir}`;
    case 'pongo':
      return `Pongo on PostgreSQL at ${serverAddress(config.documentStoreUrl ?? config.databaseUrl ?? '')}`;
    case 'mongodb':
      return `MongoDB at ${serverAddress(config.mongodbUrl ?? '')}`;
  }
}
