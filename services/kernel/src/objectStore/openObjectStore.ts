import path from 'node:path';
import { DiskObjectStore } from './diskObjectStore';
import { MemoryObjectStore } from './memoryObjectStore';
import type { ObjectStore } from './objectStore';
import type { S3Config } from './s3Config';

/** What chooses where photos are kept (part of StorageConfig). */
export interface ObjectStoreConfig {
  dataDir?: string;
  objectSigningKey?: string;
  /** An S3-compatible bucket (S3_BUCKET…): shared by every replica, whatever dataDir says. */
  s3?: S3Config;
}

/** Where photos are kept: an S3 bucket when one is configured, else DATA_DIR/objects on disk, else memory. */
export type ObjectStoreKind = 's3' | 'disk' | 'memory';

export const objectStoreKind = (config: ObjectStoreConfig): ObjectStoreKind => (config.s3 ? 's3' : config.dataDir ? 'disk' : 'memory');

export async function openObjectStore(config: ObjectStoreConfig): Promise<ObjectStore> {
  switch (objectStoreKind(config)) {
    case 's3': {
      // Loaded only here: the AWS SDK is ~20 MB resident that the disk and memory stores never need.
      const { S3ObjectStore } = await import('./s3ObjectStore');
      return S3ObjectStore.open(config.s3!, config.objectSigningKey);
    }
    case 'disk':
      return DiskObjectStore.open(path.join(config.dataDir!, 'objects'), config.objectSigningKey);
    case 'memory':
      return new MemoryObjectStore(config.objectSigningKey);
  }
}
