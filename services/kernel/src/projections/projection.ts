import type { Document, DocumentStore } from '../documentStore/documentStore';
import type { RecordedEvent } from '../eventStore/eventStore';

/** Documents written through a projection carry the log position of the last event applied. */
export interface Projected {
  lastPosition: number;
}

export interface ProjectionContext {
  docs: DocumentStore;
  /**
   * Read-modify-write of one document keyed by `id`. Skipped when the document already reflects
   * this event, so applying an event twice (after a crash) changes nothing. Return null to delete.
   */
  upsert<T extends Document>(collection: string, id: string, change: (current: T | null) => T | null): Promise<void>;
}

/** A read model: the collections it owns and how each event changes them. */
export interface Projection {
  name: string;
  collections: string[];
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
}

export function projectionContext(docs: DocumentStore, event: RecordedEvent): ProjectionContext {
  return {
    docs,
    async upsert<T extends Document>(collection: string, id: string, change: (current: T | null) => T | null) {
      const documents = docs.collection<T & Projected>(collection);
      const current = await documents.findOne({ id });
      if (current && current.lastPosition >= event.position) return;
      const next = change(current ? withoutPosition(current) : null);
      if (next === null) {
        await documents.deleteMany({ id });
        return;
      }
      await documents.updateOne({ id }, { ...next, id, lastPosition: event.position }, { upsert: true });
    },
  };
}

function withoutPosition<T extends Document>(document: T & Projected): T {
  const { lastPosition: _ignored, ...rest } = document;
  return rest as unknown as T;
}
