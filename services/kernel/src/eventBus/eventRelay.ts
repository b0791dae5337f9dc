import pino, { type Logger } from 'pino';
import type { DocumentStore } from '../documentStore/documentStore';
import type { EventStore, Unsubscribe } from '../eventStore/eventStore';
import type { EventBusProducer, TopicMessages } from './eventBusProducer';
import { relayBatches } from './eventMessages';

export const RELAY_CHECKPOINTS = 'event_relay_checkpoints';
export const DEFAULT_TOPIC_PREFIX = 'reality-draft.';

export interface EventRelayOptions {
  /** Names the relay's checkpoint: one document per name. Default 'kafka'. */
  name?: string;
  /** Default 'reality-draft.'. */
  topicPrefix?: string;
  /** Events read from the log at a time. Default 500. */
  pageSize?: number;
  /** A page is sent in batches of about this many bytes at most. Default 512 KiB. */
  maxBatchBytes?: number;
  /** Safety-net poll for appends whose notice never came (another process's). Default 5000. */
  pollMs?: number;
  /** Waits between failed sends: doubling from `initialMs` up to `maxMs`. Default 250 to 30 000. */
  retry?: { initialMs?: number; maxMs?: number };
  logger?: Logger;
}

/**
 * Publishes the global log to a message broker, at least once and in log order: a batch is sent,
 * and only once the broker has acknowledged it is its last position stored as the relay's
 * checkpoint. A failed send is retried, the same batch, until it is acknowledged; a restart resumes
 * after the checkpoint. Consumers de-duplicate by the event-id header.
 */
export class EventRelay {
  private acknowledged = 0;
  private stopped = false;
  private running: Promise<void> | undefined;
  private again = false;
  private unsubscribe: Unsubscribe | undefined;
  private timer: NodeJS.Timeout | undefined;
  private endPause: (() => void) | undefined;
  private readonly name: string;
  private readonly logger: Logger;

  constructor(
    private readonly events: EventStore,
    private readonly docs: DocumentStore,
    private readonly producer: EventBusProducer,
    private readonly options: EventRelayOptions = {},
  ) {
    this.name = options.name ?? 'kafka';
    this.logger = options.logger ?? pino({ enabled: false });
  }

  /** Position of the last event the broker acknowledged. */
  get position(): number {
    return this.acknowledged;
  }

  /** Loads the checkpoint and starts relaying; resolves before the backlog is sent. */
  async start(): Promise<void> {
    this.acknowledged = await this.loadCheckpoint();
    this.unsubscribe = this.events.onAppended(this.wake);
    this.timer = setInterval(this.wake, this.options.pollMs ?? 5000);
    this.timer.unref();
    this.wake();
  }

  /** Lets a send in flight finish (and its checkpoint be stored), then closes the producer. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.timer);
    this.endPause?.();
    await this.running;
    await this.producer.close();
  }

  private async loadCheckpoint(): Promise<number> {
    const stored = await this.checkpoints().findOne({ name: this.name });
    const position = stored?.position ?? 0;
    const head = await this.events.head();
    if (position <= head) return position;
    // A checkpoint ahead of the log belongs to another log (a new database): this one was never sent.
    this.logger.warn({ relay: this.name, checkpoint: position, head }, 'relay checkpoint is ahead of the log: relaying it from the start');
    return 0;
  }

  private checkpoints() {
    return this.docs.collection<{ name: string; position: number }>(RELAY_CHECKPOINTS);
  }

  private readonly wake = () => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain();
  };

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.relayAll().catch((err: unknown) => {
          // A failed read or checkpoint write: tried again at the next notice or poll.
          if (!this.stopped) this.logger.error({ err, relay: this.name }, 'relay failed reading the log or storing its checkpoint');
        });
      } while (this.again && !this.stopped);
    } finally {
      this.running = undefined; // cleared in the same tick as the last check of `again`: no wake is lost
    }
  }

  /** Sends the log after the acknowledged position, page by page, until a short page. */
  private async relayAll(): Promise<void> {
    const pageSize = this.options.pageSize ?? 500;
    for (;;) {
      if (this.stopped) return;
      const page = await this.events.readAll(this.acknowledged, pageSize);
      for (const batch of relayBatches(page, this.options.topicPrefix ?? DEFAULT_TOPIC_PREFIX, this.options.maxBatchBytes ?? 512 * 1024)) {
        if (!(await this.sendUntilAcknowledged(batch.topics))) return;
        this.acknowledged = batch.lastPosition;
        await this.checkpoints().updateOne({ name: this.name }, { name: this.name, position: batch.lastPosition }, { upsert: true });
      }
      if (page.length < pageSize) return;
    }
  }

  /** True once the broker acknowledged `batch`; false when the relay stopped before. */
  private async sendUntilAcknowledged(batch: TopicMessages[]): Promise<boolean> {
    const { initialMs = 250, maxMs = 30_000 } = this.options.retry ?? {};
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        await this.producer.send(batch);
        return true;
      } catch (err) {
        if (this.stopped) break;
        const delayMs = Math.min(maxMs, initialMs * 2 ** Math.min(attempt - 1, 20));
        this.logger.warn({ err, relay: this.name, attempt, delayMs }, 'relay send failed: sending the batch again');
        await this.pause(delayMs);
      }
    }
    return false;
  }

  /** Waits `ms`, or less when the relay stops. */
  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.endPause = done;
    }).finally(() => (this.endPause = undefined));
  }
}
