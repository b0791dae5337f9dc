import type { RecordedEvent } from '../eventStore/eventStore';
import type { BusMessage, TopicMessages } from './eventBusProducer';

export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';

/** A chunk of the log to send in one request, and the position of its last event. */
export interface RelayBatch {
  topics: TopicMessages[];
  lastPosition: number;
}

/**
 * The topic of a stream's events: the prefix, then the stream's category (its id before the first
 * '-'). A character a topic name may not hold becomes '_', so any stream id maps to a legal topic.
 */
export function topicOf(prefix: string, streamId: string): string {
  const category = streamId
    .split('-', 1)[0]
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 100);
  return `${prefix}${category || '_'}`;
}

export function messageOf(event: RecordedEvent): BusMessage {
  const { eventId, streamId, version, position, type, data, metadata, recordedAt } = event;
  return {
    key: streamId,
    value: JSON.stringify({ eventId, streamId, version, position, type, data, metadata, recordedAt }),
    headers: { [EVENT_ID_HEADER]: eventId, [EVENT_TYPE_HEADER]: type },
  };
}

/**
 * Splits a page of the log into batches of at most about `maxBytes` of messages (a broker refuses a
 * record batch over its size limit; one event larger than that still goes, alone), each grouped by
 * topic with its messages in log order.
 */
export function relayBatches(events: RecordedEvent[], prefix: string, maxBytes: number): RelayBatch[] {
  const batches: RelayBatch[] = [];
  let topics = new Map<string, TopicMessages>();
  let bytes = 0;
  const close = (lastPosition: number) => {
    batches.push({ topics: [...topics.values()], lastPosition });
    topics = new Map();
    bytes = 0;
  };
  events.forEach((event, index) => {
    const message = messageOf(event);
    const size = messageBytes(message);
    if (bytes > 0 && bytes + size > maxBytes) close(events[index - 1].position);
    const topic = topicOf(prefix, event.streamId);
    let entry = topics.get(topic);
    if (!entry) topics.set(topic, (entry = { topic, messages: [] }));
    entry.messages.push(message);
    bytes += size;
  });
  if (bytes > 0) close(events.at(-1)!.position);
  return batches;
}

function messageBytes({ key, value, headers }: BusMessage): number {
  const headerBytes = Object.entries(headers).reduce((sum, [name, text]) => sum + Buffer.byteLength(name) + Buffer.byteLength(text), 0);
  return Buffer.byteLength(key) + Buffer.byteLength(value) + headerBytes;
}
