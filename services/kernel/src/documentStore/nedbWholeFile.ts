import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type Datastore from '@seald-io/nedb';

/* eslint-disable @typescript-eslint/no-require-imports */
const model = require('@seald-io/nedb/lib/model') as { serialize(document: unknown): string };
const storage = require('@seald-io/nedb/lib/storage') as { flushToStorageAsync(options: { filename: string; isDir?: boolean }): Promise<void> };
/* eslint-enable @typescript-eslint/no-require-imports */

interface Internals {
  executor: { pushAsync<T>(task: () => Promise<T>, forceQueuing?: boolean): Promise<T> };
  indexes: Record<string, { fieldName: string; unique: boolean; sparse: boolean }>;
}

/**
 * Writes a datastore's file whole, as NeDB's own compaction does (one line per document, then one per
 * declared index, into a temporary file synced and renamed over the old one), but streamed: NeDB's
 * compaction makes every line before writing and writes them without waiting for the disk, holding
 * the whole file in memory twice on top of the documents. Run in the datastore's queue, between its
 * other operations.
 */
export function writeWholeFile(db: Datastore, filename: string): Promise<void> {
  const { executor, indexes } = db as unknown as Internals;
  return executor.pushAsync(async () => {
    const documents = db.getAllData();
    function* lines() {
      for (const document of documents) yield `${model.serialize(document)}\n`;
      for (const { fieldName, unique, sparse } of Object.values(indexes))
        if (fieldName !== '_id') yield `${model.serialize({ $$indexCreated: { fieldName, unique, sparse } })}\n`;
    }
    const temporary = `${filename}~`;
    await pipeline(Readable.from(lines()), createWriteStream(temporary));
    await storage.flushToStorageAsync({ filename: temporary });
    await rename(temporary, filename);
    await storage.flushToStorageAsync({ filename: path.dirname(filename), isDir: true });
  }, true);
}
