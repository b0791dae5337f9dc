import type { DocumentStore } from '../documentStore/documentStore';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore';
import { subscribeToAll, type Subscription } from '../eventStore/subscribeToAll';
import { AppliedBatches, type AppliedBatchListener } from './appliedBatches';
import { DocumentBatch } from './documentBatch';
import { projectionContext, type Projection, type ProjectionContext } from './projection';
import type { ProjectionLag, RunnerStatus } from './runnerStatus';

const CHECKPOINTS = 'checkpoints';
const FOREVER = 2 ** 31 - 1;
const RETRY_DELAYS_MS = [20, 200];
/** Catching up reads the log this many events at a time, and writes each touched document once per page. */
const CATCH_UP_PAGE = 5000;
/** Lag is counted up to this many events: beyond it, the number only says "far behind". */
const LAG_CAP = 10_000;

/** How far a catch-up (start-up, replay) has come: `applied` events read, positions from `from` towards `head`. */
export interface CatchUpProgress {
  applied: number;
  from: number;
  position: number;
  /** The log's head when the catch-up began (positions are not dense: a fraction of the way, not a count). */
  head: number;
  done: boolean;
}

export interface RunnerOptions {
  batchSize?: number;
  /** Safety-net poll for appends made by other processes when no notice arrives. */
  pollMs?: number;
  onError?: (error: unknown, event: RecordedEvent, projection: string) => void;
  /** Reading the log failed (the runner retries on the next notice or poll). */
  onReadError?: (error: unknown) => void;
  /** Read models found ahead of the log at start-up, about to be rebuilt. */
  onStaleReadModels?: (names: string[]) => void;
  /** Called after each page of a catch-up with the log at start-up or replay, and once when it is done. */
  onCatchUp?: (progress: CatchUpProgress) => void;
  /** A wait for the read models gave up: the answer that waited may not show its own write yet. */
  onWaitTimedOut?: (position: number, reached: number) => void;
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
  private readonly projectionsByType = new Map<string, Projection[]>();
  private waiters: Waiter[] = [];
  private subscription: Subscription | undefined;
  private stopped = false;
  private catchingUp = true;
  private readonly followers: AppliedBatches;

  constructor(
    private readonly events: EventStore,
    private readonly docs: DocumentStore,
    private readonly projections: Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.followers = new AppliedBatches(events, (error) => options.onReadError?.(error));
  }

  /**
   * The process's other followers of the log (the push hub, the turn clock) share the runner's one
   * subscription: `listener` gets each batch after the current position once the read models have
   * applied it. Returns the stop.
   */
  onApplied(listener: AppliedBatchListener): () => Promise<void> {
    return this.followers.add(listener, this.subscription?.position ?? 0);
  }

  /** Loads checkpoints, drops the read models named in `rebuild` (all for 'all'), catches up with the log, and keeps following it. */
  async start(rebuild: string[] | 'all' = []): Promise<void> {
    const rebuilt = rebuild === 'all' ? this.projections : rebuild.length ? this.selected(rebuild) : [];
    for (const { indexes = {} } of this.projections) {
      for (const [collection, fields] of Object.entries(indexes)) for (const field of fields) await this.docs.collection(collection).ensureIndex(field);
    }
    const stored = await this.docs.collection<{ name: string; position: number }>(CHECKPOINTS).find();
    for (const projection of this.projections) {
      this.checkpoints.set(projection.name, stored.find((c) => c.name === projection.name)?.position ?? 0);
    }
    // Read models ahead of the log belong to another log (a new database, a lost in-memory log):
    // they would skip events, so they are rebuilt instead.
    const head = await this.events.head();
    const stale = this.projections.filter((p) => this.checkpoints.get(p.name)! > head);
    if (stale.length) this.options.onStaleReadModels?.(stale.map((p) => p.name));
    const dropped = new Set([...rebuilt, ...stale]);
    if (dropped.size) await this.reset([...dropped]);
    await this.catchUp();
    await this.follow();
    this.catchingUp = false;
  }

  /** Role, start-up state and each projection's checkpoint, for /readyz and /metrics. */
  status(): RunnerStatus {
    return {
      role: 'owner',
      catchingUp: this.catchingUp,
      stopping: this.stopped,
      projections: this.projections.map(({ name }) => ({ name, checkpoint: this.checkpoints.get(name) ?? 0 })),
    };
  }

  /** How far each projection is behind the log's head (reads at most LAG_CAP events per projection). */
  async lag(): Promise<ProjectionLag[]> {
    const now = Date.now();
    const byCheckpoint = new Map<number, Promise<RecordedEvent[]>>();
    return Promise.all(
      this.projections.map(async ({ name }) => {
        const checkpoint = this.checkpoints.get(name) ?? 0;
        if (!byCheckpoint.has(checkpoint)) byCheckpoint.set(checkpoint, this.events.readAll(checkpoint, LAG_CAP));
        const behind = await byCheckpoint.get(checkpoint)!;
        const oldest = behind[0] ? Date.parse(behind[0].recordedAt) : now;
        return { projection: name, events: behind.length, seconds: Math.max(0, (now - oldest) / 1000) };
      }),
    );
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
      const timeout = setTimeout(() => {
        this.options.onWaitTimedOut?.(position, this.position);
        this.release(waiter);
      }, timeoutMs);
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
    const projections = this.selected(names);
    await this.subscription?.stop();
    await this.reset(projections);
    await this.catchUp();
    await this.follow();
  }

  /** The named projections, all of them when `names` is empty; an unknown name throws. */
  private selected(names: string[]): Projection[] {
    const unknown = names.filter((name) => !this.projections.some((p) => p.name === name));
    if (unknown.length) throw new Error(`Unknown read model(s): ${unknown.join(', ')}`);
    return this.projections.filter((p) => !names.length || names.includes(p.name));
  }

  /**
   * Applies the log from the lowest checkpoint up to the head in pages: the next page is read while
   * one is applied, each page's documents are changed in memory and written once, then the
   * checkpoints. The read models come out as following the log event by event would leave them.
   */
  private async catchUp(): Promise<void> {
    if (!this.projections.length) return;
    const from = Math.min(...this.checkpoints.values());
    const head = await this.events.head();
    const progress: CatchUpProgress = { applied: 0, from, position: from, head, done: false };
    let page = from < head ? this.events.readAll(from, CATCH_UP_PAGE) : Promise.resolve([]);
    for (;;) {
      const events = await page;
      if (!events.length || this.stopped) break;
      const last = events.at(-1)!.position;
      page = last < head ? this.events.readAll(last, CATCH_UP_PAGE) : Promise.resolve([]);
      await this.applyPage(events);
      Object.assign(progress, { applied: progress.applied + events.length, position: last });
      this.options.onCatchUp?.({ ...progress });
    }
    this.options.onCatchUp?.({ ...progress, done: true });
  }

  private async applyPage(events: RecordedEvent[]): Promise<void> {
    const batch = new DocumentBatch(this.docs);
    for (const event of events) {
      const context = batch.context(event);
      for (const projection of this.handlersOf(event.type)) {
        if ((this.checkpoints.get(projection.name) ?? 0) < event.position) await this.applyWithRetries(projection, event, context);
      }
    }
    await batch.flush();
    this.advanceCheckpoints(events.at(-1)!.position);
    await this.saveCheckpoints();
  }

  /**
   * The projections an event type reaches, in the runner's order: only the types a projection
   * declares reach its `apply`; for the others it just moves its checkpoint.
   */
  private handlersOf(type: string): Projection[] {
    let handlers = this.projectionsByType.get(type);
    if (!handlers) this.projectionsByType.set(type, (handlers = this.projections.filter((p) => !p.handles || p.handles.includes(type))));
    return handlers;
  }

  /** Every projection behind `position` has now dealt with the log up to it. */
  private advanceCheckpoints(position: number): void {
    for (const [name, checkpoint] of this.checkpoints) if (checkpoint < position) this.checkpoints.set(name, position);
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
    await this.followers.catchUpTo(from);
    this.subscription = subscribeToAll(this.events, from, (event) => this.applyToAll(event), {
      batchSize: this.options.batchSize,
      pollMs: this.options.pollMs,
      onError: this.options.onReadError,
      // The documents are written, so waiting commands go first; checkpoints are saved once a batch
      // after that (a crash before it re-applies events, which upsert ignores).
      afterBatch: async (_position, batch) => {
        this.releaseReached();
        this.followers.deliver(batch);
        await this.saveCheckpoints();
      },
    });
    await this.waitFor(await this.events.head(), FOREVER);
  }

  private async applyToAll(event: RecordedEvent): Promise<void> {
    for (const projection of this.handlersOf(event.type)) {
      if ((this.checkpoints.get(projection.name) ?? 0) < event.position) await this.applyWithRetries(projection, event, projectionContext(this.docs, event));
    }
    this.advanceCheckpoints(event.position);
  }

  /**
   * A passing fault (a busy disk) gets a few more tries; an event that still fails is reported and
   * skipped for that read model, so one bug cannot stall every other read model. Replay mends it.
   */
  private async applyWithRetries(projection: Projection, event: RecordedEvent, context: ProjectionContext): Promise<void> {
    for (const delayMs of [...RETRY_DELAYS_MS, undefined]) {
      try {
        await projection.apply(event, context);
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
