import { Kafka, logLevel, Partitioners, type LogEntry, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { EventBusProducer, TopicMessages } from './eventBusProducer';
import type { EventRelayConfig } from './eventRelayConfig';

/** Broker answers after which a producer's idempotence session is lost: only a new producer recovers. */
const LOST_SESSION = new Set(['OUT_OF_ORDER_SEQUENCE_NUMBER', 'UNKNOWN_PRODUCER_ID', 'INVALID_PRODUCER_EPOCH']);
/**
 * kafkajs' own tries per send (about 10 s) before the send fails and the relay retries the same
 * batch with the same sequence numbers (kafkajs rolls them back), which the broker de-duplicates.
 * Unbounded, a send to a broker that is down would never end, nor would stop().
 */
const SEND_RETRIES = 5;

export function kafkaClient(config: EventRelayConfig, logger: Logger): Kafka {
  return new Kafka({
    clientId: config.clientId,
    brokers: config.brokers,
    ssl: config.ssl,
    sasl: config.sasl,
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => logKafka(logger, entry),
  });
}

/** Sends with an idempotent kafkajs producer: acks from all in-sync replicas, one request in flight, so order holds per key. */
export class KafkaEventProducer implements EventBusProducer {
  private producer: Producer | undefined;

  constructor(private readonly kafka: Kafka) {}

  async send(batch: TopicMessages[]): Promise<void> {
    const producer = await this.connected();
    try {
      await producer.sendBatch({ topicMessages: batch, acks: -1 });
    } catch (error) {
      if (lostSession(error)) await this.close().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    const producer = this.producer;
    this.producer = undefined;
    await producer?.disconnect();
  }

  private async connected(): Promise<Producer> {
    if (this.producer) return this.producer;
    const producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      retry: { retries: SEND_RETRIES },
      // The Java client's murmur2 partitioner: other languages' producers put a key on the same partition.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    try {
      await producer.connect();
    } catch (error) {
      await producer.disconnect().catch(() => undefined);
      throw error;
    }
    return (this.producer = producer);
  }
}

function lostSession(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (LOST_SESSION.has(String((cause as { type?: unknown }).type))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * kafkajs logs each try of each connection at error level: while Kafka is down that is a line or two
 * a second. The relay's own warning for each failed send carries the error, so kafkajs' go to debug.
 */
function logKafka(logger: Logger, { namespace, label, log }: LogEntry): void {
  const { message, timestamp: _timestamp, logger: _logger, ...details } = log;
  logger.debug({ kafka: namespace, kafkaLevel: label, ...details }, message);
}
