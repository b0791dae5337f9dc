import type { DocumentStore } from '../documentStore/documentStore';
import type { ReadModelGenerations } from '../documentStore/readModelGenerations';
import type { EventStore, RecordedEvent } from '../eventStore/eventStore';
import { subscribeToAll, type Subscription } from '../eventStore/subscribeToAll';
import { AppliedBatches, type AppliedBatchListener } from './appliedBatches';
import { DocumentBatch } from './documentBatch';
import { ParkedEvents, type ParkedDocument } from './parkedEvents';
import { projectionContext, type Projection, type ProjectionContext } from './projection';
import { soleOwnerLease, type ProjectionLease } from './projectionLease';
import { RebuildRequests, type RebuildProgress } from './rebuildRequests';
import type { ParkedEvent, ProjectionLag, RunnerStatus } from './runnerStatus';

const CHECKPOINTS = 'checkpoints';
const FOREVER = 2 ** 31 - 1;
const RETRY_DELAYS_MS = [20, 200];
/**
 * Catching up reads the log this many events at a time (one query), and writes each touched document
 * once per page. Larger pages gain little and a page must arrive within the server's statement timeout
 * (15 s) on a busy machine: 20,000 events did not, on a 2-core machine at load 20.
 */
const CATCH_UP_PAGE = 5000;
/** Lag is counted up to this many events: beyond it, the number only says "far behind". */
const LAG_CAP = 10_000;
/** How often a follower asks for the lease (and an owner checks it still holds it). */
const LEASE_POLL_MS = 1000;
/** How often a follower with requests waiting reads the owner's checkpoints. */
const SHARED_POLL_MS = 15;
/** An old generation stays this long after a switch: followers still reading it move on within a lease poll. */
const DROP_OLD_AFTER_MS = 5000;
/** A rebuild closes the gap to the live read models in pages until it is this close, then under the runner's lock. */
const REBUILD_CLOSE_ENOUGH = 500;

const versionOf = (projection: Projection): number => projection.version ?? 1;

/** A read model's checkpoint as stored: how far its documents are, the version that wrote them, their live generation. */
interface StoredCheckpoint extends Record<string, unknown> {
  name: string;
  position: number;
  version?: number;
  generation?: number;
}

/** How far a catch-up (start-up, replay) has come: `applied` events read, positions from `from` towards `head`. */
export interface CatchUpProgress {
  applied: number;
  from: number;
  position: number;
  /** The log's head when the catch-up began (positions are not dense: a fraction of the way, not a count). */
  head: number;
  done: boolean;
}

export type RunnerRole = RunnerStatus['role'];

export interface RunnerOptions {
  batchSize?: number;
  /** Events read per page when catching up (default 5,000). */
  catchUpPage?: number;
  /** Safety-net poll for appends made by other processes when no notice arrives. */
  pollMs?: number;
  /** Who writes these read models when several copies share them (default: this process alone). */
  lease?: ProjectionLease;
  leasePollMs?: number;
  /** An event a projection failed on after its retries: the projection stops at it (parked) until an operator acts. */
  onError?: (error: unknown, event: RecordedEvent, projection: string) => void;
  /** Reading the log failed (the runner retries on the next notice or poll). */
  onReadError?: (error: unknown) => void;
  /** Read models found ahead of the log at start-up, about to be rebuilt. */
  onStaleReadModels?: (names: string[]) => void;
  /** Read models written by an older version of their projection, about to be rebuilt. */
  onOutdatedReadModels?: (names: string[]) => void;
  /** Called after each page of a catch-up with the log at start-up or replay, and once when it is done. */
  onCatchUp?: (progress: CatchUpProgress) => void;
  /** A wait for the read models gave up: the answer that waited may not show its own write yet. */
  onWaitTimedOut?: (position: number, reached: number) => void;
  /** This process became the owner of its read models, or a follower of another copy's. */
  onRoleChange?: (role: RunnerRole) => void;
  /** An operator's request about a parked event was carried out. */
  onParkedResolved?: (parked: ParkedDocument) => void;
  /**
   * With both: a read model whose projection's version changed, or one an operator asks to rebuild on a
   * running system, is built beside the live one (blue-green) while the live one serves: `generations`
   * names each generation's collections, `freshProjections` makes new instances of the named projections
   * that write to `docs` (so in-memory state of the live ones is not shared). Without: dropped and rebuilt in place.
   */
  generations?: ReadModelGenerations;
  freshProjections?: (names: string[], docs: DocumentStore) => Promise<Projection[]>;
  /** A blue-green rebuild's progress, after each page and once when switched (`done`). */
  onRebuild?: (progress: RebuildProgress, done: boolean) => void;
  /** The named read models now read from a new generation (caches made from the old one start afresh). */
  onSwitched?: (projections: string[]) => void;
  /** A blue-green rebuild gave up (a projection failed, or this copy stopped owning): the live read models stay. */
  onRebuildFailed?: (error: unknown, projections: string[]) => void;
  /** How long an old generation is kept after a switch (default 5 s). */
  dropOldAfterMs?: number;
}

export interface WaitOptions {
  /**
   * The read models the waiter will read, by projection name: the wait ends once these have applied the
   * position, whatever the others are doing (default: every projection of the process).
   */
  projections?: readonly string[];
  /** The wait gives up after this long (default 2 s). */
  timeoutMs?: number;
}

interface Waiter {
  position: number;
  /** The projections waited for; undefined: every one. */
  projections?: readonly string[];
  resolve: () => void;
}

/**
 * Feeds the global log to projections from their checkpoints, and lets command handlers wait until
 * their own events are visible (read-your-writes).
 *
 * Copies of a service share their read models. The copy holding the lease (the owner) applies the
 * log to them; the others (followers) follow the log only for their in-process followers (the push
 * hub, the turn clock), which they hand each batch once the owner's checkpoints have passed it, and
 * their waits end when the owner's checkpoints reach the position. A follower takes the lease over
 * within a poll when the owner goes, and resumes the projections from the owner's checkpoints.
 */
export class ProjectorRunner {
  private readonly checkpoints = new Map<string, number>();
  /** The version of each read model as its documents were written (the stored checkpoint's). */
  private readonly storedVersions = new Map<string, number>();
  private readonly projectionsByType = new Map<string, Projection[]>();
  private readonly parked = new Map<string, ParkedEvent>();
  private readonly parkedEvents: ParkedEvents;
  private readonly rebuildRequests: RebuildRequests;
  /** Blue-green rebuilds under way, by projection name. */
  private readonly rebuilds = new Map<string, RebuildProgress>();
  private readonly lease: ProjectionLease;
  private readonly followers: AppliedBatches;
  private waiters: Waiter[] = [];
  /** The projections' names, every one (a wait naming them all ends as soon as the last has applied its position). */
  private readonly names: readonly string[];
  /** Per event type, the projections it does not reach: they are done with such an event at once. */
  private readonly bypassedByType = new Map<string, Projection[]>();
  /**
   * The furthest position a wait for some projections ended at while others had not applied it yet:
   * an answer was sent from those, so the next request waits for the rest (waitForAnswered).
   */
  private answeredAhead = 0;
  /** Collections dropped since the last catch-up: it knows they hold only what it writes. */
  private emptied = new Set<string>();
  private subscription: Subscription | undefined;
  private role: RunnerRole = 'follower';
  private stopped = false;
  private catchingUp = true;
  private leaseTimer: NodeJS.Timeout | undefined;
  private sharedTimer: NodeJS.Timeout | undefined;
  /** Role changes and parked-event repairs run one at a time, between the subscription's events. */
  private exclusive: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly events: EventStore,
    private readonly docs: DocumentStore,
    private readonly projections: Projection[],
    private readonly options: RunnerOptions = {},
  ) {
    this.followers = new AppliedBatches(events, (error) => options.onReadError?.(error));
    this.parkedEvents = new ParkedEvents(docs);
    this.rebuildRequests = new RebuildRequests(docs);
    this.lease = options.lease ?? soleOwnerLease();
    this.names = projections.map((projection) => projection.name);
  }

  /**
   * The process's other followers of the log (the push hub, the turn clock) share the runner's one
   * subscription: `listener` gets each batch after the current position once the read models have
   * applied it. Returns the stop.
   */
  onApplied(listener: AppliedBatchListener): () => Promise<void> {
    return this.followers.add(listener, this.subscription?.position ?? 0);
  }

  /**
   * Takes the lease if it is free. The owner loads checkpoints, drops the read models named in
   * `rebuild` (all for 'all'), catches up with the log and keeps following it; a follower waits
   * until the owner's read models have reached the log's head.
   */
  async start(rebuild: string[] | 'all' = []): Promise<void> {
    const rebuilt = rebuild === 'all' ? this.projections : rebuild.length ? this.selected(rebuild) : [];
    for (const { indexes = {} } of this.projections) {
      for (const [collection, fields] of Object.entries(indexes)) for (const field of fields) await this.docs.collection(collection).ensureIndex(field);
    }
    const owner = await this.lease.tryAcquire();
    if (!owner && rebuilt.length && !this.blueGreen)
      throw new Error('Another running process owns these read models: stop it (or scale it to 0) before rebuilding them');
    if (owner) await this.own(rebuilt, true);
    else await this.follow();
    if (!owner && rebuilt.length) await this.requestRebuild(rebuilt);
    this.leaseTimer = setInterval(() => void this.checkLease(), this.options.leasePollMs ?? LEASE_POLL_MS);
    this.leaseTimer.unref();
    if (this.role === 'follower') await this.waitFor(await this.events.head(), { timeoutMs: FOREVER });
    this.catchingUp = false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.leaseTimer);
    clearTimeout(this.sharedTimer);
    await this.subscription?.stop();
    await this.exclusive;
    this.waiters.forEach((waiter) => waiter.resolve());
    this.waiters = [];
    await this.lease.release();
  }

  /** The lowest position every projection has reached (parked ones left out: they wait for an operator). */
  get position(): number {
    const reached = [...this.checkpoints].filter(([name]) => !this.parked.has(name)).map(([, position]) => position);
    if (this.role === 'follower' && reached.length) return Math.min(...reached);
    return Math.min(this.subscription?.position ?? 0, ...reached);
  }

  /** Role, start-up state and each projection's checkpoint, for /readyz and /metrics. */
  status(): RunnerStatus {
    return {
      role: this.role,
      catchingUp: this.catchingUp,
      stopping: this.stopped,
      projections: this.projections.map(({ name }) => ({ name, checkpoint: this.checkpoints.get(name) ?? 0, parked: this.parked.get(name) })),
      rebuilds: [...new Set(this.rebuilds.values())].map((progress) => ({ ...progress })),
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

  /**
   * Resolves once every projection (or those `projections` names) has applied `position`, or after
   * `timeoutMs` at the latest. An unknown projection name rejects. On a follower the owner's stored
   * checkpoints say how far each projection has come.
   */
  waitFor(position: number, { projections, timeoutMs = 2000 }: WaitOptions = {}): Promise<void> {
    const unknown = projections?.filter((name) => !this.names.includes(name)) ?? [];
    if (unknown.length) return Promise.reject(new Error(`Unknown read model(s): ${unknown.join(', ')}`));
    if (position <= this.reached(projections) || this.stopped) {
      this.noteAnswered(position);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timeout = setTimeout(() => {
        this.options.onWaitTimedOut?.(position, this.reached(projections));
        this.release(waiter);
      }, timeoutMs);
      const waiter: Waiter = {
        position,
        projections,
        resolve: () => {
          clearTimeout(timeout);
          resolve();
        },
      };
      this.waiters.push(waiter);
      if (this.role === 'follower') this.pollShared();
    });
  }

  /**
   * Resolves once these projections (all by default) have applied what waits for some others have
   * already answered from (at once when they have): a request made after such an answer that reads
   * them sees its write, as it would had the answer waited for all. Bounded like `waitFor`.
   */
  waitForAnswered(projections: readonly string[] = this.names): Promise<void> {
    if (!projections.length || this.answeredAhead <= this.reached(projections)) return Promise.resolve();
    return this.waitFor(this.answeredAhead, { projections });
  }

  /** How far the named projections (all when undefined) have come; parked ones are left out. */
  private reached(projections: readonly string[] | undefined): number {
    if (!projections) return this.position;
    let reached = Infinity;
    for (const name of projections) if (!this.parked.has(name)) reached = Math.min(reached, this.checkpoints.get(name) ?? 0);
    return reached === Infinity ? this.position : reached;
  }

  /** A wait ended at `position`: if some projection has not applied it, the next requests wait for it (waitForAnswered). */
  private noteAnswered(position: number): void {
    if (position > this.answeredAhead && position > this.reached(this.names)) this.answeredAhead = position;
  }

  /** Drops the named read models (all when `names` is empty) and rebuilds them from the log: the owner's work. */
  async replay(names: string[] = []): Promise<void> {
    const projections = this.selected(names);
    if (this.role !== 'owner') throw new Error('Another running process owns these read models: replay them there');
    await this.subscription?.stop();
    await this.reset(projections);
    await this.catchUp();
    await this.subscribe();
  }

  /** The named projections, all of them when `names` is empty; an unknown name throws. */
  private selected(names: string[]): Projection[] {
    const unknown = names.filter((name) => !this.projections.some((p) => p.name === name));
    if (unknown.length) throw new Error(`Unknown read model(s): ${unknown.join(', ')}`);
    return this.projections.filter((p) => !names.length || names.includes(p.name));
  }

  /** Becomes the owner: resumes every projection from its stored checkpoint, catches up and follows the log applying it. */
  private async own(rebuilt: Projection[], startingUp: boolean): Promise<void> {
    this.role = 'owner';
    this.options.onRoleChange?.('owner');
    await this.loadShared();
    // Read models ahead of the log belong to another log (a new database, a lost in-memory log):
    // they would skip events, so they are rebuilt instead.
    const head = await this.events.head();
    const stale = this.projections.filter((p) => this.checkpoints.get(p.name)! > head);
    if (stale.length) this.options.onStaleReadModels?.(stale.map((p) => p.name));
    const outdated = this.projections.filter((p) => this.storedVersions.get(p.name) !== versionOf(p));
    if (outdated.length) this.options.onOutdatedReadModels?.(outdated.map((p) => p.name));
    // An outdated read model keeps serving while its new version is built beside it; one of another log cannot.
    const besideLive = this.blueGreen ? outdated.filter((p) => !stale.includes(p) && !rebuilt.includes(p)) : [];
    const dropped = new Set([...rebuilt, ...stale, ...outdated.filter((p) => !besideLive.includes(p))]);
    if (dropped.size) await this.reset([...dropped]);
    await this.catchUp();
    await this.subscribe();
    // Older generations an owner stopped before removing them (a switch moments before it stopped).
    for (const projection of this.projections) {
      const live = this.liveGeneration(projection);
      this.removeLater(
        projection.collections,
        Array.from({ length: live }, (_, generation) => generation),
      );
    }
    if (besideLive.length) void this.rebuildBesideLive(besideLive);
    if (startingUp) await this.waitFor(await this.events.head(), { timeoutMs: FOREVER });
  }

  private get blueGreen(): boolean {
    return Boolean(this.options.generations && this.options.freshProjections);
  }

  /** Becomes a follower: reads the owner's checkpoints and follows the log for this process's followers. */
  private async follow(): Promise<void> {
    this.role = 'follower';
    this.options.onRoleChange?.('follower');
    await this.loadShared();
    const from = this.projections.length ? this.position : await this.events.head();
    await this.followers.catchUpTo(from);
    const following: Subscription = subscribeToAll(this.events, from, () => undefined, {
      batchSize: this.options.batchSize,
      pollMs: this.options.pollMs,
      onError: this.options.onReadError,
      afterBatch: async (position, batch) => {
        if (!(await this.sharedReached(position, following))) return; // taking over: the owner's subscription hands it on
        this.releaseReached();
        this.followers.deliver(batch);
      },
    });
    this.subscription = following;
  }

  /** The owner's checkpoints and parked events as stored. */
  private async loadShared(): Promise<void> {
    const stored = await this.docs.collection<StoredCheckpoint>(CHECKPOINTS).find();
    const switched: string[] = [];
    for (const projection of this.projections) {
      const checkpoint = stored.find((c) => c.name === projection.name);
      this.checkpoints.set(projection.name, checkpoint?.position ?? 0);
      // A read model never written has no version to be out of date with.
      this.storedVersions.set(projection.name, checkpoint ? (checkpoint.version ?? 1) : versionOf(projection));
      if (this.liveGeneration(projection) !== (checkpoint?.generation ?? 0)) {
        this.options.generations?.switchTo(projection.collections, checkpoint?.generation ?? 0);
        switched.push(projection.name);
      }
    }
    if (switched.length && this.options.generations) this.options.onSwitched?.(switched);
    this.parked.clear();
    for (const { id: _id, action: _action, requestedAt: _at, ...parked } of await this.parkedEvents.all()) {
      if (this.checkpoints.has(parked.projection)) this.parked.set(parked.projection, parked);
    }
  }

  /**
   * A follower's batch is handed on once the owner's read models have applied it; false when this
   * copy stops following first (it stops, or takes the read models over).
   */
  private async sharedReached(position: number, following: Subscription): Promise<boolean> {
    const stillFollowing = () => this.subscription === following && !this.stopped;
    while (stillFollowing() && this.position < position) {
      await new Promise((resolve) => setTimeout(resolve, SHARED_POLL_MS));
      await this.loadShared().catch((error: unknown) => this.options.onReadError?.(error));
    }
    return stillFollowing();
  }

  /** While requests wait on a follower, the owner's checkpoints are read every few milliseconds. */
  private pollShared(): void {
    if (this.sharedTimer || this.stopped) return;
    const poll = async () => {
      await this.loadShared().catch((error: unknown) => this.options.onReadError?.(error));
      this.sharedTimer = undefined;
      this.releaseReached();
      if (this.waiters.length && this.role === 'follower') this.pollShared();
    };
    this.sharedTimer = setTimeout(() => void poll(), SHARED_POLL_MS);
  }

  /** Each poll: a follower tries for the lease, an owner makes sure it still holds it and carries out operators' requests. */
  private async checkLease(): Promise<void> {
    await this.serially(async () => {
      if (this.stopped) return;
      if (this.role === 'follower') {
        if (await this.lease.tryAcquire()) await this.takeOver();
        else await this.loadShared();
      } else if (!(await this.lease.stillHeld())) {
        const owning = this.subscription;
        this.subscription = undefined;
        await owning?.stop();
        await this.follow();
      } else {
        if (this.parked.size) await this.resolveParked();
        if (this.blueGreen) await this.takeRebuildRequests();
      }
    }).catch((error: unknown) => this.options.onReadError?.(error));
  }

  private async takeOver(): Promise<void> {
    const following = this.subscription;
    this.subscription = undefined;
    await following?.stop();
    await this.own([], false);
    this.releaseReached();
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.exclusive.then(work);
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  /**
   * Applies the log from the lowest checkpoint up to the head in pages: the next page is read while
   * one is applied, each page's documents are changed in memory and written once, then the
   * checkpoints. Documents stay known from page to page (see DocumentBatch); an embedded store
   * writes its files once at the end (DocumentStore.writeBehind: a crash before then leaves them as
   * they were, checkpoints included). The read models come out as following the log event by event
   * would leave them.
   */
  private async catchUp(): Promise<void> {
    if (!this.projections.length) return;
    await (this.docs.writeBehind ? this.docs.writeBehind(() => this.catchUpPages()) : this.catchUpPages());
  }

  private async catchUpPages(): Promise<void> {
    const from = Math.min(...this.checkpoints.values());
    const head = await this.events.head();
    const progress: CatchUpProgress = { applied: 0, from, position: from, head, done: false };
    const batch = new DocumentBatch(this.docs, { empty: this.emptied });
    this.emptied = new Set();
    const size = this.options.catchUpPage ?? CATCH_UP_PAGE;
    let page = from < head ? this.events.readAll(from, size) : Promise.resolve([]);
    for (;;) {
      const events = await page;
      if (!events.length || this.stopped) break;
      const last = events.at(-1)!.position;
      page = last < head ? this.events.readAll(last, size) : Promise.resolve([]);
      await this.applyPage(events, batch);
      Object.assign(progress, { applied: progress.applied + events.length, position: last });
      this.options.onCatchUp?.({ ...progress });
    }
    this.options.onCatchUp?.({ ...progress, done: true });
  }

  private async applyPage(events: RecordedEvent[], batch: DocumentBatch): Promise<void> {
    for (const event of events) {
      const context = batch.context(event);
      for (const projection of this.handlersOf(event.type)) if (this.isBehind(projection, event)) await this.applyOrPark(projection, event, context);
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

  private isBehind(projection: Projection, event: RecordedEvent): boolean {
    return !this.parked.has(projection.name) && (this.checkpoints.get(projection.name) ?? 0) < event.position;
  }

  /** Every projection behind `position` (and not parked) has now dealt with the log up to it. */
  private advanceCheckpoints(position: number, only?: Projection): void {
    if (only) return this.advanceCheckpoint(only.name, position);
    for (const name of this.checkpoints.keys()) this.advanceCheckpoint(name, position);
  }

  private advanceCheckpoint(name: string, position: number): void {
    const checkpoint = this.checkpoints.get(name);
    if (checkpoint !== undefined && checkpoint < position && !this.parked.has(name)) this.checkpoints.set(name, position);
  }

  private async reset(projections: Projection[]): Promise<void> {
    for (const projection of projections) {
      await Promise.all(projection.collections.map((collection) => this.docs.drop(collection)));
      for (const collection of projection.collections) this.emptied.add(collection);
      this.checkpoints.set(projection.name, 0);
      this.storedVersions.set(projection.name, versionOf(projection));
      if (this.parked.delete(projection.name)) await this.parkedEvents.resolved(projection.name);
    }
    await this.saveCheckpoints();
  }

  /** Subscribes from the lowest checkpoint, applying each event to every projection behind it. */
  private async subscribe(): Promise<void> {
    const from = this.projections.length ? Math.min(...this.checkpoints.values()) : await this.events.head();
    await this.followers.catchUpTo(from);
    this.subscription = subscribeToAll(this.events, from, (event) => this.serially(() => this.applyToAll(event)), {
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
  }

  /**
   * Each projection's checkpoint moves on as soon as it is done with the event (at once for those the
   * event does not reach), and the waits for just those projections end then: an answer that reads
   * one read model does not wait for the others to apply the event.
   */
  private async applyToAll(event: RecordedEvent): Promise<void> {
    for (const projection of this.bypassedBy(event.type)) this.advanceCheckpoints(event.position, projection);
    this.releaseReached();
    for (const projection of this.handlersOf(event.type)) {
      if (this.isBehind(projection, event)) await this.applyOrPark(projection, event, projectionContext(this.docs, event));
      this.advanceCheckpoints(event.position, projection);
      this.releaseReached();
    }
  }

  private bypassedBy(type: string): Projection[] {
    let bypassed = this.bypassedByType.get(type);
    if (!bypassed) {
      const handlers = this.handlersOf(type);
      this.bypassedByType.set(type, (bypassed = this.projections.filter((p) => !handlers.includes(p))));
    }
    return bypassed;
  }

  /**
   * A passing fault (a busy disk) gets a few more tries; an event that still fails is parked: that
   * projection stops at it (the others go on) until an operator retries or skips it.
   */
  private async applyOrPark(projection: Projection, event: RecordedEvent, context: ProjectionContext): Promise<void> {
    for (const delayMs of [...RETRY_DELAYS_MS, undefined]) {
      try {
        await projection.apply(event, context);
        return;
      } catch (error) {
        if (delayMs === undefined) return this.park(projection, event, error);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  private async park(projection: Projection, event: RecordedEvent, error: unknown): Promise<void> {
    this.options.onError?.(error, event, projection.name);
    const parked: ParkedEvent = {
      projection: projection.name,
      position: event.position,
      eventType: event.type,
      streamId: event.streamId,
      error: error instanceof Error ? error.message : String(error),
      at: new Date().toISOString(),
    };
    this.parked.set(projection.name, parked);
    await this.parkedEvents.park(parked);
  }

  /** Carries out what operators asked of parked events: the projection then catches up with the others. */
  private async resolveParked(): Promise<void> {
    for (const request of await this.parkedEvents.all()) {
      const projection = this.projections.find((p) => p.name === request.projection);
      if (!request.action || !projection || !this.parked.has(projection.name)) continue;
      this.parked.delete(projection.name);
      if (request.action === 'skip') this.checkpoints.set(projection.name, request.position);
      await this.parkedEvents.resolved(projection.name);
      this.options.onParkedResolved?.(request);
      await this.catchUpOne(projection);
    }
  }

  /** Applies the log to one projection from its checkpoint up to where the others are. */
  private async catchUpOne(projection: Projection): Promise<void> {
    const until = this.subscription?.position ?? (await this.events.head());
    for (let after = this.checkpoints.get(projection.name) ?? 0; after < until && !this.parked.has(projection.name);) {
      const page = (await this.events.readAll(after, CATCH_UP_PAGE)).filter((event) => event.position <= until);
      if (!page.length) break;
      for (const event of page) {
        if (this.parked.has(projection.name)) break;
        if (!projection.handles || projection.handles.includes(event.type)) await this.applyOrPark(projection, event, projectionContext(this.docs, event));
        this.advanceCheckpoints(event.position, projection);
      }
      after = page.at(-1)!.position;
    }
    await this.saveCheckpoints();
    this.releaseReached();
  }

  /** Ends the waits whose projections have reached their position (called after each projection's apply: kept cheap). */
  private releaseReached(): void {
    if (!this.waiters.length) return;
    let all: number | undefined;
    const done: Waiter[] = [];
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      const reached = waiter.projections ? this.reached(waiter.projections) : (all ??= this.position);
      (waiter.position <= reached ? done : waiting).push(waiter);
    }
    if (!done.length) return;
    this.waiters = waiting;
    for (const waiter of done) {
      if (waiter.projections) this.noteAnswered(waiter.position);
      waiter.resolve();
    }
  }

  private release(waiter: Waiter): void {
    this.waiters = this.waiters.filter((w) => w !== waiter);
    waiter.resolve();
  }

  /**
   * Removes `collections` at the given old generations once every copy has had time to switch away
   * from them (followers switch at their next checkpoint read).
   */
  private removeLater(collections: readonly string[], old: readonly number[]): void {
    const { generations } = this.options;
    if (!generations || !old.length) return;
    const timer = setTimeout(
      () => void generations.remove(collections, old).catch((error: unknown) => this.options.onReadError?.(error)),
      this.options.dropOldAfterMs ?? DROP_OLD_AFTER_MS,
    );
    timer.unref();
  }

  /** The generation a projection's collections are read from (0 without generations). */
  private liveGeneration(projection: Projection): number {
    const { generations } = this.options;
    return generations ? Math.max(0, ...projection.collections.map((collection) => generations.generationOf(collection))) : 0;
  }

  /** Carries out the rebuilds operators asked for on a running system (the owner's lease poll). */
  private async takeRebuildRequests(): Promise<void> {
    const asked = new Set((await this.rebuildRequests.pending()).map((request) => request.id));
    const projections = this.projections.filter((p) => asked.has(p.name) && !this.rebuilds.has(p.name));
    if (projections.length) void this.rebuildBesideLive(projections);
  }

  /**
   * Asks the owner to rebuild `projections` beside the live ones and resolves once it has switched them
   * in, telling the progress it reports (onCatchUp): `npm run replay` on a running system.
   */
  private async requestRebuild(projections: Projection[]): Promise<void> {
    const names = projections.map((p) => p.name);
    const generations = new Map(projections.map((p) => [p.name, this.liveGeneration(p)]));
    await this.rebuildRequests.request(names);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS / 4));
      if (this.stopped) return;
      await this.loadShared();
      if (projections.every((p) => this.liveGeneration(p) !== generations.get(p.name))) break;
      const progress = (await this.rebuildRequests.pending()).find((request) => names.includes(request.id))?.progress;
      if (progress) this.options.onCatchUp?.({ applied: progress.applied, from: 0, position: progress.position, head: progress.head, done: false });
    }
    this.options.onCatchUp?.({ applied: 0, from: 0, position: this.position, head: this.position, done: true });
  }

  /**
   * Builds a new generation of `projections`' collections from the log with fresh instances of them,
   * while the live generation keeps following the log and serving. Once the new one is within a few
   * events of the live one, the rest is applied under the runner's lock (the live ones apply nothing
   * meanwhile), the checkpoints name the new generation (followers switch at their next read of them),
   * and the old generation is dropped a little later. Gives up, leaving the live one, if a projection
   * fails or this copy stops owning.
   */
  private async rebuildBesideLive(projections: Projection[]): Promise<void> {
    const { generations, freshProjections } = this.options;
    if (!generations || !freshProjections || projections.some((p) => this.rebuilds.has(p.name))) return;
    const names = projections.map((p) => p.name);
    const collections = projections.flatMap((p) => p.collections);
    const old = Math.max(...projections.map((p) => this.liveGeneration(p)));
    const progress: RebuildProgress = {
      projections: names,
      generation: old + 1,
      applied: 0,
      position: 0,
      head: await this.events.head(),
      startedAt: Date.now(),
    };
    for (const name of names) this.rebuilds.set(name, progress);
    const docs = generations.building(collections, progress.generation);
    try {
      for (const collection of collections) await docs.remove(collection); // what an abandoned rebuild left
      for (const { indexes = {} } of projections) {
        for (const [collection, fields] of Object.entries(indexes)) for (const field of fields) await docs.collection(collection).ensureIndex(field);
      }
      const fresh = await freshProjections(names, docs);
      const batch = new DocumentBatch(docs, { empty: collections });
      const live = () => Math.max(...names.map((name) => this.checkpoints.get(name) ?? 0));
      const owning = () => !this.stopped && this.role === 'owner';
      const size = this.options.catchUpPage ?? CATCH_UP_PAGE;
      const applyUpTo = async (until: number) => {
        while (progress.position < until && owning()) {
          const events = (await this.events.readAll(progress.position, size)).filter((event) => event.position <= until);
          if (!events.length) break;
          for (const event of events) {
            const context = batch.context(event);
            for (const projection of fresh) if (!projection.handles || projection.handles.includes(event.type)) await projection.apply(event, context);
          }
          await batch.flush();
          Object.assign(progress, { applied: progress.applied + events.length, position: events.at(-1)!.position });
          this.options.onRebuild?.({ ...progress }, false);
          await this.rebuildRequests.report(progress).catch(() => undefined);
        }
      };
      while (owning() && live() - progress.position > REBUILD_CLOSE_ENOUGH) await applyUpTo(live());
      const switched = await this.serially(async () => {
        await applyUpTo(live());
        if (!owning()) return false;
        const until = live();
        progress.position = Math.max(progress.position, until);
        generations.switchTo(collections, progress.generation);
        for (const projection of projections) {
          this.checkpoints.set(projection.name, until);
          this.storedVersions.set(projection.name, versionOf(projection));
          if (this.parked.delete(projection.name)) await this.parkedEvents.resolved(projection.name);
        }
        await this.saveCheckpoints();
        this.options.onSwitched?.(names);
        return true;
      });
      if (!switched) throw new Error('This copy no longer owns the read models');
      await this.rebuildRequests.done(names);
      this.options.onRebuild?.({ ...progress }, true);
      this.removeLater(collections, [old]);
    } catch (error) {
      this.options.onRebuildFailed?.(error, names);
      await generations.remove(collections, progress.generation).catch(() => undefined);
    } finally {
      for (const name of names) this.rebuilds.delete(name);
    }
  }

  private async saveCheckpoints(): Promise<void> {
    if (this.role !== 'owner') return;
    const collection = this.docs.collection(CHECKPOINTS);
    for (const projection of this.projections) {
      const { name } = projection;
      // The version the live documents were written by: an outdated one stays so until its rebuild is switched in.
      const checkpoint: StoredCheckpoint = {
        name,
        position: this.checkpoints.get(name) ?? 0,
        version: this.storedVersions.get(name) ?? versionOf(projection),
        generation: this.liveGeneration(projection),
      };
      await collection.updateOne({ name }, checkpoint, { upsert: true });
    }
  }
}
