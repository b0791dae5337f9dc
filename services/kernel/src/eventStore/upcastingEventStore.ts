import { noteLogPosition } from '../http/logPosition';
import { decorateEventStore, type EventStore, type RecordedEvent } from './eventStore';

export interface EventVersions {
  /** Brings an event written in an older shape to the current one. */
  upcast(event: RecordedEvent): RecordedEvent;
  /** The schemaVersion events of `type` are written with now. */
  currentVersion(type: string): number;
}

/**
 * Stamps each appended event with its type's current schemaVersion, and presents old shapes in
 * their current form as they are read; the log itself is never rewritten. An append made while a
 * request is handled names its position on the request's answer (LOG_POSITION).
 */
export function withUpcasting(store: EventStore, versions: EventVersions): EventStore {
  const upcast = (event: RecordedEvent) => versions.upcast(event);
  return decorateEventStore(store, {
    append: async (streamId, events, expected) => {
      const appended = await store.append(
        streamId,
        events.map((event) => ({ ...event, metadata: { ...event.metadata, schemaVersion: versions.currentVersion(event.type) } })),
        expected,
      );
      noteLogPosition(appended.position);
      return appended;
    },
    readStream: async (streamId, options) => {
      const result = await store.readStream(streamId, options);
      return { ...result, events: result.events.map(upcast) };
    },
    readAll: async (after, limit) => (await store.readAll(after, limit)).map(upcast),
  });
}
