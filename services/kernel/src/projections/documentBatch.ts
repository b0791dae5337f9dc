import type { Collection, Document, DocumentStore } from '../documentStore/documentStore';
import type { RecordedEvent } from '../eventStore/eventStore';
import { upserted, type Projected, type ProjectionContext } from './projection';

type Stored = Document & Projected;

/** One collection's documents as a batch has read or changed them (null: absent), and which of them to write. */
interface Pending {
  documents: Map<string, Stored | null>;
  changed: Set<string>;
}

/**
 * Documents read and changed by a batch of events, kept in memory and each written once when the
 * batch is flushed: catching up with a long log writes a room once per batch, not once per pick.
 * A projection's own queries (`context.docs`) see the batch's changes: a collection's pending writes
 * are flushed before it is queried, and a collection written directly is read afresh after.
 */
export class DocumentBatch {
  private readonly pending = new Map<string, Pending>();
  private readonly view: DocumentStore;

  constructor(private readonly docs: DocumentStore) {
    this.view = {
      collection: <T extends Document>(name: string) => this.directly<T>(name),
      drop: async (name) => {
        this.pending.delete(name);
        await docs.drop(name);
      },
      close: () => docs.close(),
    };
  }

  /** The context a projection applies `event` with: the same contract as following the log live. */
  context(event: RecordedEvent): ProjectionContext {
    return {
      docs: this.view,
      upsert: async <T extends Document>(collection: string, id: string, change: (current: T | null) => T | null) => {
        const next = upserted((await this.read(collection, id)) as (T & Projected) | null, id, event, change);
        if (next !== undefined) this.write(collection, id, next);
      },
    };
  }

  /** Writes every changed document, one bulk write per collection. */
  async flush(): Promise<void> {
    for (const name of this.pending.keys()) await this.flushCollection(name);
  }

  private async read(name: string, id: string): Promise<Stored | null> {
    const pending = this.pendingOf(name);
    let document = pending.documents.get(id);
    if (document === undefined) {
      document = await this.docs.collection<Stored>(name).findOne({ id });
      pending.documents.set(id, document);
    }
    return document;
  }

  private write(name: string, id: string, document: Stored | null): void {
    const pending = this.pendingOf(name);
    pending.documents.set(id, document);
    pending.changed.add(id);
  }

  private pendingOf(name: string): Pending {
    let pending = this.pending.get(name);
    if (!pending) this.pending.set(name, (pending = { documents: new Map(), changed: new Set() }));
    return pending;
  }

  private async flushCollection(name: string): Promise<void> {
    const pending = this.pending.get(name);
    if (!pending?.changed.size) return;
    const writes = new Map([...pending.changed].map((id) => [id, pending.documents.get(id) ?? null]));
    pending.changed.clear();
    await this.docs.collection<Stored>(name).replaceMany(writes);
  }

  /** A collection as a projection queries it directly: up to date with the batch, and forgetting what it read once written. */
  private directly<T extends Document>(name: string): Collection<T> {
    const collection = this.docs.collection<T>(name);
    const reading =
      <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        await this.flushCollection(name);
        return operation(...args);
      };
    const writing =
      <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        await this.flushCollection(name);
        this.pending.delete(name);
        return operation(...args);
      };
    return {
      find: reading(collection.find.bind(collection)),
      findOne: reading(collection.findOne.bind(collection)),
      count: reading(collection.count.bind(collection)),
      insertOne: writing(collection.insertOne.bind(collection)),
      updateOne: writing(collection.updateOne.bind(collection)),
      updateMany: writing(collection.updateMany.bind(collection)),
      deleteMany: writing(collection.deleteMany.bind(collection)),
      replaceMany: writing(collection.replaceMany.bind(collection)),
      ensureIndex: writing(collection.ensureIndex.bind(collection)),
    };
  }
}
