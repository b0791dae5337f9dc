/** How long a copy that refused a connection is left out of the rotation before a request probes it again. */
export const DOWN_FOR_MS = 2_000;

export interface PoolOptions {
  /** Default DOWN_FOR_MS. */
  downForMs?: number;
  now?: () => number;
}

/**
 * The copies of one service (SERVICE_URLS), taken in turn (round robin). A copy that refused a
 * connection is left out for a while (DOWN_FOR_MS); then the next request's turn probes it again, and its
 * answer takes it back in. When every copy is out, they are all tried anyway, longest out first:
 * they may be back, and a refusal costs only the try.
 */
export class UpstreamPool {
  private turn = 0;
  private readonly downUntil = new Map<string, number>();
  private readonly downForMs: number;
  private readonly now: () => number;

  constructor(
    readonly copies: readonly string[],
    { downForMs = DOWN_FOR_MS, now = Date.now }: PoolOptions = {},
  ) {
    if (copies.length === 0) throw new Error('A service needs at least one copy');
    this.downForMs = downForMs;
    this.now = now;
  }

  /** The copies to try for one request, in order: the next one in turn first, those out of the rotation last. */
  order(): string[] {
    const start = this.turn++ % this.copies.length;
    const rotated = [...this.copies.slice(start), ...this.copies.slice(0, start)];
    const at = this.now();
    const up = rotated.filter((copy) => (this.downUntil.get(copy) ?? 0) <= at);
    const down = rotated.filter((copy) => !up.includes(copy)).sort((a, b) => this.downUntil.get(a)! - this.downUntil.get(b)!);
    return [...up, ...down];
  }

  /** The copy refused a connection (or could not be reached): out of the rotation for a while. */
  markDown(copy: string): void {
    this.downUntil.set(copy, this.now() + this.downForMs);
  }

  /** The copy answered: in the rotation again. */
  markUp(copy: string): void {
    this.downUntil.delete(copy);
  }
}
