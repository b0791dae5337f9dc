import { KafkaJSConnectionError, KafkaJSNonRetriableError, KafkaJSProtocolError, type Kafka, type ProducerBatch, type ProducerConfig } from 'kafkajs';
import type { TopicMessages } from './eventBusProducer';
import { KafkaEventProducer } from './kafkaProducer';

/** Stands in for kafkajs' producers: records their options, connections and batches; fails as told. */
class FakeKafka {
  readonly producers: { config: ProducerConfig; connected: boolean; batches: ProducerBatch[] }[] = [];
  connectFailures = 0;
  sendFailures: Error[] = [];

  producer(config: ProducerConfig) {
    const state = { config, connected: false, batches: [] as ProducerBatch[] };
    this.producers.push(state);
    return {
      connect: async () => {
        if (this.connectFailures-- > 0) throw new KafkaJSConnectionError('connect ECONNREFUSED');
        state.connected = true;
      },
      disconnect: async () => {
        state.connected = false;
      },
      sendBatch: async (batch: ProducerBatch) => {
        if (!state.connected) throw new Error('The producer is disconnected');
        const failure = this.sendFailures.shift();
        if (failure) throw failure;
        state.batches.push(batch);
        return [];
      },
    };
  }
}

const batch: TopicMessages[] = [{ topic: 't.draft', messages: [{ key: 'draft-a', value: '{}', headers: { 'event-id': 'e1', 'event-type': 'T' } }] }];
const protocolError = (type: string) => new KafkaJSProtocolError(Object.assign(new Error(type), { type, code: 0, retriable: false }));

describe('KafkaEventProducer', () => {
  let kafka: FakeKafka;
  let producer: KafkaEventProducer;

  beforeEach(() => {
    kafka = new FakeKafka();
    producer = new KafkaEventProducer(kafka as unknown as Kafka);
  });

  it('connects one idempotent producer, one request in flight, and sends batches acknowledged by all replicas', async () => {
    await producer.send(batch);
    await producer.send(batch);
    expect(kafka.producers).toHaveLength(1);
    expect(kafka.producers[0].config).toMatchObject({ idempotent: true, maxInFlightRequests: 1 });
    expect(kafka.producers[0].batches).toEqual([
      { topicMessages: batch, acks: -1 },
      { topicMessages: batch, acks: -1 },
    ]);
    await producer.close();
    expect(kafka.producers[0].connected).toBe(false);
  });

  it('connects again at the next send after a failed connection', async () => {
    kafka.connectFailures = 1;
    await expect(producer.send(batch)).rejects.toThrow('ECONNREFUSED');
    await producer.send(batch);
    expect(kafka.producers.map((p) => p.batches.length)).toEqual([0, 1]);
  });

  it('keeps its producer, and so its sequence numbers, after a failure that may pass', async () => {
    kafka.sendFailures = [new KafkaJSNonRetriableError(new KafkaJSConnectionError('Connection timeout'))];
    await expect(producer.send(batch)).rejects.toThrow();
    await producer.send(batch);
    expect(kafka.producers).toHaveLength(1);
  });

  it.each(['OUT_OF_ORDER_SEQUENCE_NUMBER', 'UNKNOWN_PRODUCER_ID', 'INVALID_PRODUCER_EPOCH'])(
    'starts a new producer after the broker answers %s',
    async (type) => {
      const wrapped = protocolError(type);
      kafka.sendFailures = [Object.assign(new KafkaJSNonRetriableError(wrapped), { cause: wrapped })]; // as kafkajs' retrier wraps it
      await expect(producer.send(batch)).rejects.toThrow();
      expect(kafka.producers[0].connected).toBe(false);
      await producer.send(batch);
      expect(kafka.producers.map((p) => p.batches.length)).toEqual([0, 1]);
    },
  );
});
