import type { RecordedEvent } from '../src/eventStore/eventStore';

/** An event as the log hands it on (at position 1, version 1 of its stream), for specs of what reads events. */
export const recordedEvent = (streamId: string, type: string, data: unknown = {}): RecordedEvent => ({
  eventId: 'e1',
  streamId,
  version: 1,
  position: 1,
  recordedAt: '',
  metadata: {},
  type,
  data,
});
