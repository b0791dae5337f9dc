import { TooManyRequests } from '@reality-draft/kernel';

export interface LimitRule {
  /** Calls one key may make in a window. */
  max: number;
  windowMs: number;
}

/**
 * At most `rule.max` calls per key (a client's address, say) in a fixed window, then 429 until the
 * window ends. In this process's memory only: each copy of the service counts its own callers, so the
 * limit is per copy; windows that ended are swept as calls come in, so the memory stays small.
 */
export class PerKeyLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly rule: LimitRule,
    private readonly message: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of `key`, or throws TooManyRequests (with Retry-After) once its window is full. */
  take(key: string): void {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return;
    }
    if (window.count >= this.rule.max) {
      throw new TooManyRequests(this.message, Math.max(1, Math.ceil((window.startedAt + this.rule.windowMs - now) / 1000)));
    }
    window.count += 1;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.rule.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
  }
}
