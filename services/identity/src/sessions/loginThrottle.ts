import { TooManyRequests } from '@reality-draft/kernel';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
}

interface Attempts {
  count: number;
  windowStart: number;
}

const SWEEP_ABOVE = 10_000;

/**
 * Counts login attempts per key within a window. An attempt is counted before the password is
 * checked, so parallel guesses count too; a success takes its count back. Past the limit, further
 * attempts are refused with 429 until the window ends.
 */
export class LoginThrottle {
  private readonly attempts = new Map<string, Attempts>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws TooManyRequests while the key is locked, else counts one attempt. */
  attempt(key: string): void {
    const entry = this.current(key) ?? { count: 0, windowStart: this.now() };
    if (entry.count >= this.rule.maxFailures) {
      const retryAfterSeconds = Math.ceil((entry.windowStart + this.rule.windowMs - this.now()) / 1000);
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new TooManyRequests(`Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
    }
    this.attempts.set(key, { ...entry, count: entry.count + 1 });
    if (this.attempts.size > SWEEP_ABOVE) this.sweep();
  }

  /** Takes back the attempt counted for a login that succeeded. */
  succeeded(key: string): void {
    const entry = this.current(key);
    if (entry && entry.count > 1) this.attempts.set(key, { ...entry, count: entry.count - 1 });
    else this.attempts.delete(key);
  }

  /** Forgets every failure of the key (the account proved who it is). */
  clear(key: string): void {
    this.attempts.delete(key);
  }

  private current(key: string): Attempts | undefined {
    const entry = this.attempts.get(key);
    if (entry && this.now() - entry.windowStart >= this.rule.windowMs) {
      this.attempts.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    for (const key of [...this.attempts.keys()]) this.current(key);
  }
}
