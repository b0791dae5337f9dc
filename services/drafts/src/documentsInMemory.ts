import type { DocumentStore } from '@reality-draft/kernel';

type Upsert<T> = (collection: string, id: string, change: (current: T | null) => T | null) => Promise<void>;

/**
 * One read model's documents, in memory: loaded from the document store once, then kept current by
 * its projection as it writes each document. Queries read from here, never the documents again.
 * Documents are handed out as they are; nothing may change one in place (the projection replaces them).
 */
export class DocumentsInMemory<T extends { id: string }> {
  private readonly documents = new Map<string, T>();
  private loading?: Promise<void>;

  constructor(
    private readonly docs: DocumentStore,
    private readonly collection: string,
  ) {}

  /** Resolves once the stored documents are in memory. */
  private loaded(): Promise<void> {
    this.loading ??= this.docs
      .collection<T & { lastPosition?: number }>(this.collection)
      .find()
      .then((stored) => {
        for (const { lastPosition: _position, ...document } of stored) this.documents.set(document.id, document as unknown as T);
      });
    return this.loading;
  }

  async get(id: string): Promise<T | null> {
    await this.loaded();
    return this.documents.get(id) ?? null;
  }

  async all(): Promise<T[]> {
    await this.loaded();
    return [...this.documents.values()];
  }

  /** A projection's upsert of one document (its `upsert` from the projection context), kept here too once written. */
  async upsert(upsert: Upsert<T>, id: string, change: (current: T | null) => T | null): Promise<void> {
    await this.loaded();
    let next: T | null | undefined;
    await upsert(this.collection, id, (current) => (next = change(current)));
    if (next === undefined) return; // already applied: nothing written
    if (next) this.documents.set(id, next);
    else this.documents.delete(id);
  }
}
