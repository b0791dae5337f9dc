import { randomUUID } from 'node:crypto';
import type { Consumer } from 'kafkajs';
import { NedbDocumentStore } from '../documentStore/nedbDocumentStore';
import { MemoryEventStore } from '../eventStore/memoryEventStore';
import { createLogger } from '../http/logging';
import { eventRelayConfigFromEnv, type EventRelayConfig } from './eventRelayConfig';
import { kafkaClient } from './kafkaProducer';
import { startEventRelay } from './startEventRelay';

const config = eventRelayConfigFromEnv(process.env);
const describeKafka = config ? describe : describe.skip;

interface Received {
  topic: string;
  key: string;
  eventId: string;
  type: string;
  value: { eventId: string; streamId: string; position: number };
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reads the topics from their start into `received`. */
async function consume(kafkaConfig: EventRelayConfig, topics: string[], received: Received[]): Promise<Consumer> {
  const consumer = kafkaClient(kafkaConfig, createLogger('relay-test')).consumer({ groupId: `rd-relay-test-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      received.push({
        topic,
        key: message.key!.toString(),
        eventId: message.headers!['event-id']!.toString(),
        type: message.headers!['event-type']!.toString(),
        value: JSON.parse(message.value!.toString()),
      });
    },
  });
  return consumer;
}

describeKafka('the event relay on Kafka (KAFKA_BROKERS)', () => {
  jest.setTimeout(90_000);

  it('publishes the log to one topic per category, keyed by stream, in order, and resumes without resending', async () => {
    const prefix = `rd-test-${randomUUID().slice(0, 8)}.`;
    const kafkaConfig = { ...config!, topicPrefix: prefix, relayName: 'int-test' };
    const events = new MemoryEventStore();
    const docs = new NedbDocumentStore();
    const logger = createLogger('relay-test');
    await events.append(
      'draft-a',
      [1, 2, 3].map((n) => ({ type: 'PickMade', data: { n } })),
      'no-stream',
    );
    await events.append('account-b', [{ type: 'AccountRegistered', data: {} }], 'no-stream');
    await events.append('draft-c', [{ type: 'DraftCreated', data: {} }], 'no-stream');

    let relay = await startEventRelay({ events, docs, config: kafkaConfig, logger });
    await events.append('draft-a', [{ type: 'PickMade', data: { n: 4 } }], 3);
    await until(() => relay.position === 6, 60_000);
    await relay.stop();
    relay = await startEventRelay({ events, docs, config: kafkaConfig, logger });
    await events.append('account-b', [{ type: 'AccountClosed', data: {} }], 1);
    await until(() => relay.position === 7, 60_000);
    await relay.stop();

    const received: Received[] = [];
    const consumer = await consume(kafkaConfig, [`${prefix}draft`, `${prefix}account`], received);
    try {
      await until(() => received.length >= 7, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // a duplicate would come now
    } finally {
      await consumer.disconnect();
    }

    const log = await events.readAll(0, 100);
    expect(received).toHaveLength(log.length);
    for (const event of log) {
      const message = received.find((m) => m.eventId === event.eventId)!;
      expect(message).toMatchObject({ topic: `${prefix}${event.streamId.split('-')[0]}`, key: event.streamId, type: event.type });
      expect(message.value).toMatchObject({ eventId: event.eventId, streamId: event.streamId, position: event.position });
    }
    for (const stream of ['draft-a', 'account-b', 'draft-c']) {
      const inKafka = received.filter((m) => m.key === stream).map((m) => m.eventId);
      expect(inKafka).toEqual(log.filter((e) => e.streamId === stream).map((e) => e.eventId));
    }
  });
});
