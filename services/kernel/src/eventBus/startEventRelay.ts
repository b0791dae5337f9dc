import type { Logger } from 'pino';
import type { DocumentStore } from '../documentStore/documentStore';
import type { EventStore } from '../eventStore/eventStore';
import { EventRelay } from './eventRelay';
import type { EventRelayConfig } from './eventRelayConfig';

export interface RunningEventRelay {
  /** Position of the last event Kafka acknowledged. */
  readonly position: number;
  /** Lets a send in flight finish, then disconnects. */
  stop(): Promise<void>;
}

/**
 * Publishes the log to Kafka from the relay's checkpoint on: one topic per stream category, keyed
 * by stream id. Resolves once the checkpoint is loaded; Kafka need not be up yet (sends are retried).
 */
export async function startEventRelay({
  events,
  docs,
  config,
  logger,
}: {
  events: EventStore;
  docs: DocumentStore;
  config: EventRelayConfig;
  logger: Logger;
}): Promise<RunningEventRelay> {
  // Loaded only here: kafkajs (~12 MB resident) is for the relay's process alone.
  const { KafkaEventProducer, kafkaClient } = await import('./kafkaProducer');
  const producer = new KafkaEventProducer(kafkaClient(config, logger));
  const relay = new EventRelay(events, docs, producer, { name: config.relayName, topicPrefix: config.topicPrefix, logger });
  await relay.start();
  logger.info({ relay: config.relayName, position: relay.position, topicPrefix: config.topicPrefix }, 'event relay started');
  return relay;
}
