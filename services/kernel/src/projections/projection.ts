import type { Document, DocumentStore } from '../documentStore/documentStore';
import type { EventType } from '@reality-draft/events';
import type { RecordedEvent } from '../eventStore/eventStore';
import { isEventOf, type RecordedOf } from '../eventStore/typedEvents';

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

/**
 * A read model as the runner runs it: the collections it owns, the event types it handles and how
 * each changes them. Write one with `defineProjection`, which types `apply`'s event.
 */
export interface Projection {
  name: string;
  /**
   * What its documents hold, as a number (absent: 1). Raise it when `apply` changes what it writes:
   * the copy that projects the read model rebuilds it at start-up when the stored one is older.
   */
  version?: number;
  collections: string[];
  /** The event types `apply` is given; other events only move the checkpoint on. Absent: every event. */
  handles?: readonly string[];
  /** Fields its own queries (`context.docs`) filter on, per collection: indexed, so a query does not read every document. */
  indexes?: Readonly<Record<string, readonly string[]>>;
  apply(event: RecordedEvent, context: ProjectionContext): Promise<void>;
}

/** A projection's definition: `apply` receives exactly the events named in `handles`, typed. */
export interface ProjectionDefinition<T extends EventType> {
  name: string;
  version?: number;
  collections: string[];
  handles: readonly T[];
  indexes?: Readonly<Record<string, readonly string[]>>;
  apply(event: RecordedOf<T>, context: ProjectionContext): Promise<void>;
}

/**
 * `defineProjection({ name, collections, handles: ['PickMade', 'DraftReset'], apply(event, ctx) {…} })`:
 * `event` is the union of exactly the named events, so `switch (event.type)` narrows `event.data`.
 */
export function defineProjection<const T extends EventType>(definition: ProjectionDefinition<T>): Projection {
  const handled = isEventOf(definition.handles);
  return {
    name: definition.name,
    version: definition.version,
    collections: definition.collections,
    handles: definition.handles,
    indexes: definition.indexes,
    apply: async (event, context) => {
      if (handled(event)) await definition.apply(event, context);
    },
  };
}

export function projectionContext(docs: DocumentStore, event: RecordedEvent): ProjectionContext {
  return {
    docs,
    async upsert<T extends Document>(collection: string, id: string, change: (current: T | null) => T | null) {
      const documents = docs.collection<T & Projected>(collection);
      const next = upserted(await documents.findOne({ id }), id, event, change);
      if (next === undefined) return;
      if (next === null) await documents.deleteMany({ id });
      else await documents.updateOne({ id }, next, { upsert: true });
    },
  };
}

/**
 * An upsert's outcome for a document as stored (null: absent): undefined when it already reflects
 * `event` (replaying an event changes nothing), null to remove it, else the next document stamped
 * with the event's position.
 */
export function upserted<T extends Document>(
  current: (T & Projected) | null,
  id: string,
  event: RecordedEvent,
  change: (current: T | null) => T | null,
): (T & Projected) | null | undefined {
  if (current && current.lastPosition >= event.position) return undefined;
  const next = change(current ? withoutPosition(current) : null);
  return next && { ...next, id, lastPosition: event.position };
}

function withoutPosition<T extends Document>(document: T & Projected): T {
  const { lastPosition: _ignored, ...rest } = document;
  return rest as unknown as T;
}
