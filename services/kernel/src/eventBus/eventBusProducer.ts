/** The one thing the relay needs from a message broker: send a batch, resolve once it is acknowledged. */

export interface BusMessage {
  key: string;
  value: string;
  headers: Record<string, string>;
}

export interface TopicMessages {
  topic: string;
  /** In log order: a broker keeps it per key. */
  messages: BusMessage[];
}

export interface EventBusProducer {
  /** Resolves only once the broker has acknowledged every message; rejects otherwise (some may have been stored). */
  send(batch: TopicMessages[]): Promise<void>;
  close(): Promise<void>;
}
