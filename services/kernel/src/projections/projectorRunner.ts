import type { DocumentStore } from '../documentStore/documentStore';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore';
import { projectionContext, type Projection } from './projection';

const CHECKPOINTS = 'checkpoints';

export interface RunnerOptions {
  batchSize?: number;
  /** Safety-net poll for appends made by other processes when no notice arrives. */
  pollMs?: number;
  onError?: (error: unknown, event: RecordedEvent, projection: string) => void;
}

interface Waiter {
  position: number;
  resolve: () => void;
}

/**
 * Feeds the global log to projections from their checkpoints, one event at a time, and lets
 * command handlers wait until their own events are visible (read-your-writes).
 */
export class ProjectorRunner {
  private readonly checkpoints = new Map<string, number>();
  private waiters: Waiter[] = [];
  private loop: Promise<void> | undefined;
  private pending = false;
  private stopped = false;
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private processed = 0;

  constructor(
    private readonly events: EventStore,
    private readonly docs: DocumentStore,
    private readonly projections: Projection[],
    private readonly options: RunnerOptions = {},
  ) {}

  /** Loads checkpoints, catches up with the log and keeps following it. */
  async start(): Promise<void> {
    await this.loadCheckpoints();
    this.unsubscribe = this.events.onAppended(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 1000);
    this.timer.unref();
    await this.catchUp();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.timer);
    this.waiters.forEach((waiter) => waiter.resolve());
    this.waiters = [];
  }

  /** The lowest position every projection has reached. */
  get position(): number {
    return Math.min(this.processed, ...this.checkpoints.values());
  }

  /** Resolves once every projection has applied `position`, or after `timeoutMs` at the latest. */
  waitFor(position: number, timeoutMs = 2000): Promise<void> {
    if (position <= this.position || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      const timeout = setTimeout(() => this.release(waiter), timeoutMs);
      waiter.resolve = () => {
        clearTimeout(timeout);
        resolve();
      };
      this.waiters.push(waiter);
      this.kick();
    });
  }

  /** Drops the named read models (all when `names` is empty) and rebuilds them from the log. */
  async replay(names: string[] = []): Promise<void> {
    const chosen = names.length ? this.projections.filter((p) => names.includes(p.name)) : this.projections;
    const unknown = names.filter((name) => !this.projections.some((p) => p.name === name));
    if (unknown.length) throw new Error(`Unknown read model(s): ${unknown.join(', ')}`);
    await this.loop;
    for (const projection of chosen) {
      await Promise.all(projection.collections.map((collection) => this.docs.drop(collection)));
      this.checkpoints.set(projection.name, 0);
    }
    await this.saveCheckpoints();
    await this.catchUp();
  }

  private kick(): void {
    void this.catchUp();
  }

  /** One catch-up loop at a time; a call while it runs makes it go round once more. */
  private catchUp(): Promise<void> {
    if (this.loop) {
      this.pending = true;
      return this.loop;
    }
    this.loop = this.followLog().finally(() => {
      this.loop = undefined;
    });
    return this.loop;
  }

  private async followLog(): Promise<void> {
    do {
      this.pending = false;
      while (!this.stopped && (await this.processBatch()));
    } while (this.pending && !this.stopped);
  }

  private async processBatch(): Promise<boolean> {
    const batch = await this.events.readAll(this.position, this.options.batchSize ?? 500);
    for (const event of batch) {
      for (const projection of this.projections) await this.applyOne(projection, event);
      this.processed = event.position;
    }
    // Checkpoints are saved once a batch; a crash before this re-applies events, which upsert ignores.
    if (batch.length) await this.saveCheckpoints();
    this.releaseReached();
    return batch.length > 0;
  }

  private async applyOne(projection: Projection, event: RecordedEvent): Promise<void> {
    if ((this.checkpoints.get(projection.name) ?? 0) >= event.position) return;
    try {
      await projection.apply(event, projectionContext(this.docs, event));
    } catch (error) {
      // A projection bug must not stall the others; the event is skipped for this read model.
      this.options.onError?.(error, event, projection.name);
    }
    this.checkpoints.set(projection.name, event.position);
  }

  private releaseReached(): void {
    const reached = this.position;
    const [done, waiting] = partition(this.waiters, (waiter) => waiter.position <= reached);
    this.waiters = waiting;
    done.forEach((waiter) => waiter.resolve());
  }

  private release(waiter: Waiter): void {
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve();
  }

  private async loadCheckpoints(): Promise<void> {
    const stored = await this.docs.collection<{ name: string; position: number }>(CHECKPOINTS).find();
    for (const projection of this.projections) {
      this.checkpoints.set(projection.name, stored.find((c) => c.name === projection.name)?.position ?? 0);
    }
    this.processed = this.projections.length ? Math.min(...this.checkpoints.values()) : 0;
  }

  private async saveCheckpoints(): Promise<void> {
    const collection = this.docs.collection(CHECKPOINTS);
    for (const [name, position] of this.checkpoints) {
      await collection.updateOne({ name }, { name, position }, { upsert: true });
    }
  }
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}
