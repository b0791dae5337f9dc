import type { DocumentStore, ReadModelsRole } from '@reality-draft/kernel';

type Upsert<T> = (collection: string, id: string, change: (current: T | null) => T | null) => Promise<void>;

/**
 * One read model's documents, in memory: loaded from the document store once, then kept current by
 * its projection as it writes each document. Queries read from here, never the documents again.
 * Documents are handed out as they are; nothing may change one in place (the projection replaces them).
 * Only the copy that projects them (the owner) keeps them: a follower reads the shared documents, and
 * a change of role starts the memory afresh.
 */
export class DocumentsInMemory<T extends { id: string }> {
  private readonly documents = new Map<string, T>();
  private readonly replacedListeners = new Set<(id: string) => void>();
  private loading?: Promise<void>;
  private ready = false;

  constructor(
    private readonly docs: DocumentStore,
    private readonly collection: string,
    private readonly role?: ReadModelsRole,
  ) {
    role?.onChange(() => {
      this.documents.clear();
      this.loading = undefined;
      this.ready = false;
    });
  }

  private get kept(): boolean {
    return this.role?.owner ?? true;
  }

  private stored() {
    return this.docs.collection<T & { lastPosition?: number }>(this.collection);
  }

  /** Resolves once the stored documents are in memory. */
  private loaded(): Promise<void> {
    this.loading ??= this.stored()
      .find()
      .then((stored) => {
        for (const document of stored) this.documents.set(document.id, withoutPosition(document));
        this.ready = true;
      });
    return this.loading;
  }

  async get(id: string): Promise<T | null> {
    if (!this.kept) {
      const document = await this.stored().findOne({ id });
      return document && withoutPosition(document);
    }
    await this.loaded();
    return this.documents.get(id) ?? null;
  }

  /**
   * The document as memory holds it right now, without waiting: undefined when memory does not hold
   * this read model (a follower, or not loaded yet), null when there is no such document.
   */
  now(id: string): T | null | undefined {
    if (!this.kept || !this.ready) return undefined;
    return this.documents.get(id) ?? null;
  }

  async all(): Promise<T[]> {
    if (!this.kept) return (await this.stored().find()).map(withoutPosition);
    await this.loaded();
    return [...this.documents.values()];
  }

  /** A projection's upsert of one document (its `upsert` from the projection context), kept here too once written. */
  async upsert(upsert: Upsert<T>, id: string, change: (current: T | null) => T | null): Promise<void> {
    await this.loaded();
    let next: T | null | undefined;
    await upsert(this.collection, id, (current) => (next = change(current)));
    if (next === undefined || !this.kept) return; // already applied (nothing written), or not ours to keep
    if (next) this.documents.set(id, next);
    else this.documents.delete(id);
    for (const listener of this.replacedListeners) listener(id);
  }

  /** Calls `listener` with a document's id each time memory replaces or deletes it (caches made from it drop their copy). */
  onReplaced(listener: (id: string) => void): void {
    this.replacedListeners.add(listener);
  }
}

function withoutPosition<T>({ lastPosition: _position, ...document }: T & { lastPosition?: number }): T {
  return document as unknown as T;
}
