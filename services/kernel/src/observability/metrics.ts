import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { rebuildRate } from '../projections/rebuildRequests';
import type { ProjectionLag, RunnerStatus } from '../projections/runnerStatus';

/** Every series this app exports starts with this (Prometheus: one prefix per application). */
export const METRIC_PREFIX = 'reality_draft_';

/** What the metrics read of the projector runner, on each scrape. */
export interface ObservedRunner {
  status(): RunnerStatus;
  lag(): Promise<ProjectionLag[]>;
}

/** A scrape's lag figures are read once for both lag gauges. */
const LAG_REUSE_MS = 1000;

/**
 * One process's Prometheus metrics, in a registry of its own (never prom-client's global one, so
 * several apps in one test process do not collide). Counters and histograms move as things happen;
 * the projection and push gauges are read from their sources when Prometheus scrapes.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'route' | 'method' | 'status'>;
  readonly appendDuration: Histogram<'outcome'>;
  readonly picks: Counter;
  readonly pointEntries: Counter<'event'>;
  readonly miniGameCompletions: Counter;
  /** Web Push (docs/notifications.md#retries-and-metrics): sent, failed for good, retried, and subscriptions a push service said are gone. */
  readonly webPushSent: Counter<'type'>;
  readonly webPushFailed: Counter<'type'>;
  readonly webPushRetried: Counter;
  readonly webPushSubscriptionsRemoved: Counter;
  /** Mail (docs/accounts.md#forgot-password): sent, given up on after its retries, and tries again, by kind. */
  readonly mailSent: Counter<'kind'>;
  readonly mailFailed: Counter<'kind'>;
  readonly mailRetried: Counter<'kind'>;
  private runner?: ObservedRunner;
  private pushStreams?: () => number;
  private lagRead?: { at: number; lag: Promise<ProjectionLag[]> };
  private defaults = false;

  constructor() {
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests by route template (never the raw URL), method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.appendDuration = new Histogram({
      name: `${METRIC_PREFIX}event_store_append_duration_seconds`,
      help: 'Appends to the event store, by outcome (ok, conflict: the stream moved on, error)',
      labelNames: ['outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.picks = new Counter({ name: `${METRIC_PREFIX}picks_total`, help: 'Picks appended by this process (PickMade)', registers });
    this.pointEntries = new Counter({
      name: `${METRIC_PREFIX}point_entries_total`,
      help: 'Point entries appended by this process, by event (PointsEntered, PointsCorrected, PointsRemoved)',
      labelNames: ['event'],
      registers,
    });
    this.miniGameCompletions = new Counter({
      name: `${METRIC_PREFIX}minigame_completions_total`,
      help: 'Mini-game attempts completed, appended by this process (MiniGameAttemptCompleted)',
      registers,
    });
    this.webPushSent = new Counter({
      name: `${METRIC_PREFIX}web_push_sent_total`,
      help: 'Web Push messages a push service accepted, by notice type',
      labelNames: ['type'],
      registers,
    });
    this.webPushFailed = new Counter({
      name: `${METRIC_PREFIX}web_push_failed_total`,
      help: 'Web Push messages given up on after their retries (or refused outright), by notice type',
      labelNames: ['type'],
      registers,
    });
    this.webPushRetried = new Counter({ name: `${METRIC_PREFIX}web_push_retried_total`, help: 'Web Push sends tried again after a failure', registers });
    this.webPushSubscriptionsRemoved = new Counter({
      name: `${METRIC_PREFIX}web_push_subscriptions_removed_total`,
      help: 'Push subscriptions deleted because their push service answered 404 or 410',
      registers,
    });
    const mailCounter = (outcome: string, help: string) =>
      new Counter({ name: `${METRIC_PREFIX}mail_${outcome}_total`, help: `${help}, by kind`, labelNames: ['kind'], registers });
    this.mailSent = mailCounter('sent', 'Mails handed to the SMTP server (or the outbox)');
    this.mailFailed = mailCounter('failed', 'Mails given up on after their retries');
    this.mailRetried = mailCounter('retried', 'Mail sends tried again after a failure');
    const pushStreams = () => this.pushStreams?.() ?? 0;
    const status = () => this.runner?.status();
    const lag = () => this.lag();
    new Gauge({
      name: `${METRIC_PREFIX}push_streams_open`,
      help: 'Push streams (Server-Sent Events) open on this gateway',
      registers,
      collect() {
        this.set(pushStreams());
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}read_models_catching_up`,
      help: '1 while the read models catch up with the log at start-up, else 0',
      registers,
      collect() {
        this.set(status()?.catchingUp === false ? 0 : 1);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}projection_parked`,
      help: '1 while a projection is stopped at an event it failed to apply (parked), else 0',
      labelNames: ['projection'],
      registers,
      collect() {
        this.reset();
        for (const { name, parked } of status()?.projections ?? []) this.set({ projection: name }, parked ? 1 : 0);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}projection_lag_events`,
      help: 'Events in the log a projection has not applied yet (counted up to a cap)',
      labelNames: ['projection'],
      registers,
      async collect() {
        this.reset();
        for (const { projection, events } of await lag()) this.set({ projection }, events);
      },
    });
    // A blue-green rebuild (the live read model serves meanwhile): one series per projection being rebuilt.
    const rebuilds = () => (status()?.rebuilds ?? []).flatMap((progress) => progress.projections.map((projection) => ({ projection, progress })));
    new Gauge({
      name: `${METRIC_PREFIX}read_model_rebuild_events`,
      help: 'Events a read model being rebuilt beside the live one has read from the log so far',
      labelNames: ['projection'],
      registers,
      collect() {
        this.reset();
        for (const { projection, progress } of rebuilds()) this.set({ projection }, progress.applied);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}read_model_rebuild_events_per_second`,
      help: 'How fast a read model being rebuilt beside the live one reads the log',
      labelNames: ['projection'],
      registers,
      collect() {
        this.reset();
        for (const { projection, progress } of rebuilds()) this.set({ projection }, rebuildRate(progress).eventsPerSecond);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}read_model_rebuild_eta_seconds`,
      help: 'Seconds until a read model being rebuilt beside the live one reaches the log head it began at, at its rate so far',
      labelNames: ['projection'],
      registers,
      collect() {
        this.reset();
        for (const { projection, progress } of rebuilds()) {
          const { etaSeconds } = rebuildRate(progress);
          if (etaSeconds !== null) this.set({ projection }, etaSeconds);
        }
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}projection_lag_seconds`,
      help: 'Age of the oldest event a projection has not applied yet (0 when caught up)',
      labelNames: ['projection'],
      registers,
      async collect() {
        this.reset();
        for (const { projection, seconds } of await lag()) this.set({ projection }, seconds);
      },
    });
  }

  /** The projector runner whose status and lag the gauges report (from the moment it exists). */
  observeRunner(runner: ObservedRunner): void {
    this.runner = runner;
  }

  /** How many push streams are open (the gateway's push hub). */
  countPushStreams(count: () => number): void {
    this.pushStreams = count;
  }

  /** Adds the process's own figures (CPU, memory, event loop, handles): once per process that serves them. */
  withProcessDefaults(): this {
    if (!this.defaults) collectDefaultMetrics({ register: this.registry });
    this.defaults = true;
    return this;
  }

  /** The exposition text and its Content-Type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }

  private lag(): Promise<ProjectionLag[]> {
    if (!this.runner) return Promise.resolve([]);
    const now = Date.now();
    if (!this.lagRead || now - this.lagRead.at > LAG_REUSE_MS) this.lagRead = { at: now, lag: this.runner.lag().catch(() => []) }; // a store out of reach: no lag series, /readyz says why
    return this.lagRead.lag;
  }
}
