import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, TooManyRequests, type DocumentStore } from '@reality-draft/kernel';
import { accountKeyDigest } from '../accounts/accountKey';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  /** What a refusal says, given the minutes left in the window (the login's by default). */
  refusalMessage?: (minutes: number) => string;
}

const loginRefusal = (minutes: number) => `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** One key's attempts in its current window, shared by every process through the document store. */
interface AttemptsDocument extends Record<string, unknown> {
  id: string;
  throttle: string;
  count: number;
  windowStart: number;
  /** Names the window, so that an attempt is taken back from the window that counted it and no other. */
  window: string;
}

/** An attempt the throttle counted: what takes it back. */
export interface CountedAttempt {
  key: string;
  window: string;
}

export const LOGIN_ATTEMPTS = 'identity_login_attempts';
/** A throttle's id as stored: its name, then the SHA-256 of its key. */
const DIGEST_ID = /\|[0-9a-f]{64}$/;
const SWEEP_EVERY = 1_000;

/**
 * Counts login attempts per key within a window. An attempt is counted before the password is
 * checked, so parallel guesses count too; a success takes its count back. Past the limit, further
 * attempts are refused with 429 until the window ends. Every change is a conditional write on the
 * window as it was read (compare-and-set in the shared store), so the count stays exact when
 * attempts race, in one process or many.
 */
export class LoginThrottle {
  private attemptsSinceSweep = 0;

  constructor(
    private readonly docs: DocumentStore,
    /** Which of the throttles this is (its keys are kept apart from the others'). */
    private readonly name: string,
    private readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {}

  private get attempts() {
    return this.docs.collection<AttemptsDocument>(LOGIN_ATTEMPTS);
  }

  /** A key names an e-mail: the store keeps its digest, never the address. */
  private idOf(key: string): string {
    return `${this.name}|${accountKeyDigest(key)}`;
  }

  /** Throws TooManyRequests while the key is locked, else counts one attempt. */
  async attempt(key: string): Promise<CountedAttempt> {
    const window = await this.countIn(this.idOf(key));
    await this.sweepNow();
    return { key, window };
  }

  /** Takes back one counted attempt (a login that succeeded, or one another throttle refused). */
  async takeBack({ key, window }: CountedAttempt): Promise<void> {
    await this.attempts.updateOne({ id: this.idOf(key), window, count: { $gt: 0 } }, { $inc: { count: -1 } });
  }

  /** Forgets every failure of the key (the account proved who it is). */
  async clear(key: string): Promise<void> {
    await this.attempts.deleteMany({ id: this.idOf(key) });
  }

  /** Counts one attempt in the key's window, a new one if need be; returns the window's name. */
  private async countIn(id: string): Promise<string> {
    for (;;) {
      const current = await this.attempts.findOne({ id });
      if (!current || !current.window || this.isOver(current) || current.count === 0) {
        const started = await this.startWindow(id, current);
        if (started) return started;
      } else if (current.count >= this.rule.maxFailures) {
        throw this.refusal(current);
      } else if (await this.attempts.updateOne({ id, window: current.window, count: { $lt: this.rule.maxFailures } }, { $inc: { count: 1 } })) {
        return current.window;
      }
      // Between the read and the write, the window was replaced or cleared, or reached the limit: read it again.
    }
  }

  private isOver(entry: AttemptsDocument): boolean {
    return entry.windowStart <= this.now() - this.rule.windowMs;
  }

  /**
   * A first attempt in a new window, replacing one that is over or holds no attempt (none is in
   * flight in it, so none can be lost). Null when another attempt changed the key first.
   */
  private async startWindow(id: string, current: AttemptsDocument | null): Promise<string | null> {
    const fresh = { count: 1, windowStart: this.now(), window: randomUUID() };
    if (current) {
      const unchanged = { id, windowStart: current.windowStart, count: current.count, window: current.window ?? { $exists: false } };
      return (await this.attempts.updateOne(unchanged, { $set: fresh })) ? fresh.window : null;
    }
    try {
      await this.attempts.insertOne({ id, throttle: this.name, ...fresh });
      return fresh.window;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return null;
      throw error;
    }
  }

  private refusal(entry: AttemptsDocument): TooManyRequests {
    const retryAfterSeconds = Math.ceil((entry.windowStart + this.rule.windowMs - this.now()) / 1000);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return new TooManyRequests((this.rule.refusalMessage ?? loginRefusal)(minutes), retryAfterSeconds);
  }

  /** Now and then, forgets windows that have ended. */
  private async sweepNow(): Promise<void> {
    if (++this.attemptsSinceSweep < SWEEP_EVERY) return;
    this.attemptsSinceSweep = 0;
    await this.attempts.deleteMany({ throttle: this.name, windowStart: { $lte: this.now() - this.rule.windowMs } });
  }
}

/** Declares the unique key that keeps two processes from starting the same window twice. */
export async function initLoginAttempts(docs: DocumentStore): Promise<void> {
  const attempts = docs.collection<AttemptsDocument>(LOGIN_ATTEMPTS);
  await attempts.ensureIndex('id', { unique: true });
  // Windows counted before windows had names keep their counts (a key has one window: one name does for all).
  await attempts.updateMany({ window: { $exists: false } }, { $set: { window: randomUUID() } });
  // Windows counted before keys were digests named an e-mail: forgotten (their counts with them).
  const named = (await attempts.find({})).filter((attempt) => !DIGEST_ID.test(attempt.id)).map((attempt) => attempt.id);
  if (named.length) {
    await attempts.deleteMany({ id: { $in: named } });
    await docs.compact?.(LOGIN_ATTEMPTS);
  }
}
