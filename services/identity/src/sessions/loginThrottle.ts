import { TooManyRequests } from '@reality-draft/kernel';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
}

interface Failures {
  count: number;
  windowStart: number;
}

/**
 * Counts failed logins per key (an account name, or a client address). Past the limit within the
 * window, further attempts are refused with 429 until the window ends.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws TooManyRequests while the key is locked. */
  check(key: string): void {
    const entry = this.current(key);
    if (!entry || entry.count < this.rule.maxFailures) return;
    const retryAfterSeconds = Math.ceil((entry.windowStart + this.rule.windowMs - this.now()) / 1000);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new TooManyRequests(
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    );
  }

  recordFailure(key: string): void {
    const entry = this.current(key) ?? { count: 0, windowStart: this.now() };
    this.failures.set(key, { ...entry, count: entry.count + 1 });
  }

  recordSuccess(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.windowStart >= this.rule.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
