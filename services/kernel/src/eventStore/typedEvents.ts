import type { EventOfType, EventType } from '@reality-draft/events';
import type { EventStore, NewEvent, ReadStreamOptions, RecordedEvent } from './eventStore';

/** The recorded form of an event union, member by member, so `switch (event.type)` narrows `data`. */
export type Recorded<E extends NewEvent> = E extends NewEvent ? RecordedEvent<E['type'], E['data']> : never;

/** A recorded event of one of the named types (of the whole log's `AnyEvent`). */
export type RecordedOf<T extends EventType> = Recorded<EventOfType<T>>;

/** The one place the log's untyped events become typed ones: by their recorded type name. */
export function isEventOf<const T extends EventType>(types: readonly T[]): (event: RecordedEvent) => event is RecordedOf<T> {
  const names = new Set<string>(types);
  return (event): event is RecordedOf<T> => names.has(event.type);
}

/** A stream's events of the named types (a stream holds no others), typed, and the stream's version. */
export async function readStreamOf<const T extends EventType>(
  store: EventStore,
  streamId: string,
  types: readonly T[],
  options?: ReadStreamOptions,
): Promise<{ events: RecordedOf<T>[]; version: number }> {
  const { events, version } = await store.readStream(streamId, options);
  return { events: events.filter(isEventOf(types)), version };
}
