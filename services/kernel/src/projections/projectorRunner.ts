import type { DocumentStore } from '../documentStore/documentStore';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore';
import { subscribeToAll, type Subscription } from '../eventStore/subscribeToAll';
import { projectionContext, type Projection } from './projection';

const CHECKPOINTS = 'checkpoints';
const FOREVER = 2 ** 31 - 1;
const RETRY_DELAYS_MS = [20, 200];

export interface RunnerOptions {
  batchSize?: number;
  /** Safety-net poll for appends made by other processes when no notice arrives. */
  pollMs?: number;
  onError?: (error: unknown, event: RecordedEvent, projection: string) => void;
  /** Reading the log failed (the runner retries on the next notice or poll). */
  onReadError?: (error: unknown) => void;
  /** Read models found ahead of the log at start-up, about to be rebuilt. */
  onStaleReadModels?: (names: string[]) => void;
}

interface Waiter {
  position: number;
  resolve: () => void;
}

/**
 * Feeds the global log to projections from their checkpoints, and lets command handlers wait
 * until their own events are visible (read-your-writes).
 */
export class ProjectorRunner {
  private readonly checkpoints = new Map<string, number>();
  private readonly declaredTypes = new Map<Projection, ReadonlySet<string>>();
  private waiters: Waiter[] = [];
  private subscription: Subscription | undefined;
  private stopped = false;

  constructor(
    private readonly events: EventStore,
    private readonly docs: DocumentStore,
    private readonly projections: Projection[],
    private readonly options: RunnerOptions = {},
  ) {}

  /** Loads checkpoints, catches up with the log, and keeps following it. */
  async start(): Promise<void> {
    const stored = await this.docs.collection<{ name: string; position: number }>(CHECKPOINTS).find();
    for (const projection of this.projections) {
      this.checkpoints.set(projection.name, stored.find((c) => c.name === projection.name)?.position ?? 0);
    }
    // Read models ahead of the log belong to another log (a new database, a lost in-memory log):
    // they would skip events, so they are rebuilt instead.
    const head = await this.events.head();
    const stale = this.projections.filter((p) => this.checkpoints.get(p.name)! > head);
    if (stale.length) {
      this.options.onStaleReadModels?.(stale.map((p) => p.name));
      await this.reset(stale);
    }
    await this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.stop();
    this.waiters.forEach((waiter) => waiter.resolve());
    this.waiters = [];
  }

  /** The lowest position every projection has reached. */
  get position(): number {
    return Math.min(this.subscription?.position ?? 0, ...this.checkpoints.values());
  }

  /** Resolves once every projection has applied `position`, or after `timeoutMs` at the latest. */
  waitFor(position: number, timeoutMs = 2000): Promise<void> {
    if (position <= this.position || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timeout = setTimeout(() => this.release(waiter), timeoutMs);
      const waiter = {
        position,
        resolve: () => {
          clearTimeout(timeout);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Drops the named read models (all when `names` is empty) and rebuilds them from the log. */
  async replay(names: string[] = []): Promise<void> {
    const unknown = names.filter((name) => !this.projections.some((p) => p.name === name));
    if (unknown.length) throw new Error(`Unknown read model(s): ${unknown.join(', ')}`);
    await this.subscription?.stop();
    await this.reset(this.projections.filter((p) => !names.length || names.includes(p.name)));
    await this.follow();
  }

  private async reset(projections: Projection[]): Promise<void> {
    for (const projection of projections) {
      await Promise.all(projection.collections.map((collection) => this.docs.drop(collection)));
      this.checkpoints.set(projection.name, 0);
    }
    await this.saveCheckpoints();
  }

  /** Subscribes from the lowest checkpoint and waits until the log as it is now has been applied. */
  private async follow(): Promise<void> {
    const from = this.projections.length ? Math.min(...this.checkpoints.values()) : await this.events.head();
    this.subscription = subscribeToAll(this.events, from, (event) => this.applyToAll(event), {
      batchSize: this.options.batchSize,
      pollMs: this.options.pollMs,
      onError: this.options.onReadError,
      // The documents are written, so waiting commands go first; checkpoints are saved once a batch
      // after that (a crash before it re-applies events, which upsert ignores).
      afterBatch: async () => {
        this.releaseReached();
        await this.saveCheckpoints();
      },
    });
    await this.waitFor(await this.events.head(), FOREVER);
  }

  private async applyToAll(event: RecordedEvent): Promise<void> {
    for (const projection of this.projections) {
      if ((this.checkpoints.get(projection.name) ?? 0) >= event.position) continue;
      if (this.handles(projection, event)) await this.applyWithRetries(projection, event);
      this.checkpoints.set(projection.name, event.position);
    }
  }

  /** Only the event types a projection declares reach its `apply`; the others just move its checkpoint. */
  private handles(projection: Projection, event: RecordedEvent): boolean {
    if (!projection.handles) return true;
    let types = this.declaredTypes.get(projection);
    if (!types) this.declaredTypes.set(projection, (types = new Set(projection.handles)));
    return types.has(event.type);
  }

  /**
   * A passing fault (a busy disk) gets a few more tries; an event that still fails is reported and
   * skipped for that read model, so one bug cannot stall every other read model. Replay mends it.
   */
  private async applyWithRetries(projection: Projection, event: RecordedEvent): Promise<void> {
    for (const delayMs of [...RETRY_DELAYS_MS, undefined]) {
      try {
        await projection.apply(event, projectionContext(this.docs, event));
        return;
      } catch (error) {
        if (delayMs === undefined) this.options.onError?.(error, event, projection.name);
        else await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  private releaseReached(): void {
    const reached = this.position;
    const done = this.waiters.filter((waiter) => waiter.position <= reached);
    this.waiters = this.waiters.filter((waiter) => waiter.position > reached);
    done.forEach((waiter) => waiter.resolve());
  }

  private release(waiter: Waiter): void {
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve();
  }

  private async saveCheckpoints(): Promise<void> {
    const collection = this.docs.collection(CHECKPOINTS);
    for (const [name, position] of this.checkpoints) {
      await collection.updateOne({ name }, { name, position }, { upsert: true });
    }
  }
}
