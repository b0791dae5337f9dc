import type { EventStore } from '../eventStore/eventStore';
import type { RunnerStatus } from '../projections/runnerStatus';

/** Why a process is not ready for traffic: /readyz names each (503) until none is left (200). */
export type NotReady =
  | { reason: 'starting' }
  | { reason: 'stores-unreachable'; error: string }
  | { reason: 'catching-up' }
  | { reason: 'projection-parked'; projection: string; position: number; eventType: string; error: string }
  | { reason: 'stopping' };

/** The store check gives up after this long: a probe must answer well within its own timeout. */
const STORE_TIMEOUT_MS = 1000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A process's readiness as /readyz tells it: starting until the start has finished, its stores out of
 * reach (the event log's head read with a short timeout), its read models catching up with the log at
 * start-up, a projection parked at a failing event, or shutting down (from SIGTERM on).
 */
export class Readiness {
  private services?: { events: EventStore; runner: { status(): RunnerStatus } };
  private started = false;
  private stopping = false;

  constructor(private readonly storeTimeoutMs = STORE_TIMEOUT_MS) {}

  /** The stores and the runner to watch, as soon as they exist (before the catch-up). */
  attach(events: EventStore, runner: { status(): RunnerStatus }): void {
    this.services = { events, runner };
  }

  /** The start has finished: requests are served. */
  markStarted(): void {
    this.started = true;
  }

  /** Shutting down: not ready from now on, so the load balancer stops sending traffic here. */
  markStopping(): void {
    this.stopping = true;
  }

  /** Every reason not to send this process traffic now; none: ready. */
  async reasons(): Promise<NotReady[]> {
    const reasons: NotReady[] = [];
    const status = this.services?.runner.status();
    if (this.stopping || status?.stopping) reasons.push({ reason: 'stopping' });
    if (!this.started) reasons.push({ reason: 'starting' });
    if (!this.services || !status) return reasons;
    if (status.catchingUp) reasons.push({ reason: 'catching-up' });
    for (const { parked } of status.projections) {
      if (parked) {
        const { projection, position, eventType, error } = parked;
        reasons.push({ reason: 'projection-parked', projection, position, eventType, error });
      }
    }
    try {
      await withinTime(this.services.events.head(), this.storeTimeoutMs);
    } catch (error) {
      reasons.push({ reason: 'stores-unreachable', error: error instanceof Error ? error.message : String(error) });
    }
    return reasons;
  }
}
