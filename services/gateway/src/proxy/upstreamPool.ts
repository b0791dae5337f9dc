/** How long a copy that refused a connection is left out of the rotation before a request probes it again. */
export const DOWN_FOR_MS = 2_000;
/** How often, while requests come, each copy's /readyz is asked (only where a service has several copies). */
export const READINESS_EVERY_MS = 1_000;

export interface PoolOptions {
  /** Default DOWN_FOR_MS. */
  downForMs?: number;
  /** Default READINESS_EVERY_MS; 0: never asked. */
  readinessEveryMs?: number;
  /** Whether a copy says it is ready for traffic (default: its GET /readyz). */
  isReady?: (copy: string) => Promise<boolean>;
  now?: () => number;
}

/**
 * A copy's /readyz: 200 is ready; 503 (starting, catching up, parked, stopping) or no answer is
 * not; 404 is a build without /readyz, taken as ready.
 */
const askReadyz = (copy: string): Promise<boolean> =>
  fetch(`${copy}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
    (res) => res.status === 200 || res.status === 404,
    () => false,
  );

/**
 * The copies of one service (SERVICE_URLS), taken in turn (round robin). A copy that says it is not
 * ready (its /readyz, asked at most every READINESS_EVERY_MS while requests come) comes after the
 * ready ones, as a Kubernetes Service leaves it out: one that is starting would hold requests until
 * it serves, one that is stopping will soon refuse them. A copy that refused a connection is left
 * out for a while (DOWN_FOR_MS); then the next request's turn probes it again, and its answer takes
 * it back in. When every copy is out, they are all tried anyway, longest out first: they may be
 * back, and a refusal costs only the try.
 */
export class UpstreamPool {
  private turn = 0;
  private readonly downUntil = new Map<string, number>();
  private readonly notReady = new Set<string>();
  private readonly downForMs: number;
  private readonly readinessEveryMs: number;
  private readonly isReady: (copy: string) => Promise<boolean>;
  private readonly now: () => number;
  private readinessAskedAt = -Infinity;

  constructor(
    readonly copies: readonly string[],
    { downForMs = DOWN_FOR_MS, readinessEveryMs = READINESS_EVERY_MS, isReady = askReadyz, now = Date.now }: PoolOptions = {},
  ) {
    if (copies.length === 0) throw new Error('A service needs at least one copy');
    this.downForMs = downForMs;
    this.readinessEveryMs = copies.length > 1 ? readinessEveryMs : 0;
    this.isReady = isReady;
    this.now = now;
  }

  /** The copies to try for one request, in order: the next ready one in turn first, those out of the rotation last. */
  order(): string[] {
    const at = this.now();
    this.askReadiness(at);
    const start = this.turn++ % this.copies.length;
    const rotated = [...this.copies.slice(start), ...this.copies.slice(0, start)];
    const up = rotated.filter((copy) => (this.downUntil.get(copy) ?? 0) <= at);
    const down = rotated.filter((copy) => !up.includes(copy)).sort((a, b) => this.downUntil.get(a)! - this.downUntil.get(b)!);
    return [...up.filter((copy) => !this.notReady.has(copy)), ...up.filter((copy) => this.notReady.has(copy)), ...down];
  }

  /** The copy refused a connection (or could not be reached): out of the rotation for a while. */
  markDown(copy: string): void {
    this.downUntil.set(copy, this.now() + this.downForMs);
  }

  /** The copy answered: in the rotation again. */
  markUp(copy: string): void {
    this.downUntil.delete(copy);
  }

  /** Asks every copy whether it is ready, when the last answers are older than readinessEveryMs (in the background). */
  private askReadiness(at: number): void {
    if (this.readinessEveryMs <= 0 || at - this.readinessAskedAt < this.readinessEveryMs) return;
    this.readinessAskedAt = at;
    for (const copy of this.copies) {
      void this.isReady(copy).then((ready) => (ready ? this.notReady.delete(copy) : this.notReady.add(copy)));
    }
  }
}
