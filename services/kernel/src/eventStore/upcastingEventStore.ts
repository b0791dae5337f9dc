import type { EventStore, RecordedEvent } from './eventStore';

export type Upcast = (event: RecordedEvent) => RecordedEvent;

/** Presents old event shapes in their current form as they are read; the log itself is never rewritten. */
export function withUpcasting(store: EventStore, upcast: Upcast): EventStore {
  return {
    append: (streamId, events, expected) => store.append(streamId, events, expected),
    readStream: async (streamId) => {
      const result = await store.readStream(streamId);
      return { ...result, events: result.events.map(upcast) };
    },
    readAll: async (after, limit) => (await store.readAll(after, limit)).map(upcast),
    head: () => store.head(),
    onAppended: (listener) => store.onAppended(listener),
    close: () => store.close(),
  };
}
