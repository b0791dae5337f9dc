import { DuplicateKeyError, TooManyRequests, type DocumentStore } from '@reality-draft/kernel';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
}

/** One key's attempts in its current window, shared by every process through the document store. */
interface AttemptsDocument extends Record<string, unknown> {
  id: string;
  throttle: string;
  count: number;
  windowStart: number;
}

export const LOGIN_ATTEMPTS = 'identity_login_attempts';
const SWEEP_EVERY = 1_000;

/**
 * Counts login attempts per key within a window. An attempt is counted before the password is
 * checked, so parallel guesses count too; a success takes its count back. Past the limit, further
 * attempts are refused with 429 until the window ends. Counts are conditional increments in the
 * shared store, so the limit holds across processes.
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

  /** Throws TooManyRequests while the key is locked, else counts one attempt. */
  async attempt(key: string): Promise<void> {
    const id = `${this.name}|${key}`;
    const live = { id, windowStart: { $gt: this.now() - this.rule.windowMs } };
    if (await this.attempts.updateOne({ ...live, count: { $lt: this.rule.maxFailures } }, { $inc: { count: 1 } })) return this.sweepNow();
    const locked = await this.attempts.findOne(live);
    if (locked) throw this.refusal(locked);
    if (!(await this.startWindow(id))) return this.attempt(key);
    await this.sweepNow();
  }

  /** Takes back one counted attempt (a login that succeeded, or one another throttle refused). */
  async takeBack(key: string): Promise<void> {
    const id = `${this.name}|${key}`;
    if (await this.attempts.updateOne({ id, count: { $gt: 1 } }, { $inc: { count: -1 } })) return;
    await this.attempts.deleteMany({ id });
  }

  /** Forgets every failure of the key (the account proved who it is). */
  async clear(key: string): Promise<void> {
    await this.attempts.deleteMany({ id: `${this.name}|${key}` });
  }

  /** A first attempt in a new window; false when another process started one first (count again). */
  private async startWindow(id: string): Promise<boolean> {
    const fresh = { count: 1, windowStart: this.now() };
    if (await this.attempts.updateOne({ id, windowStart: { $lte: this.now() - this.rule.windowMs } }, { $set: fresh })) return true;
    try {
      await this.attempts.insertOne({ id, throttle: this.name, ...fresh });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  private refusal(entry: AttemptsDocument): TooManyRequests {
    const retryAfterSeconds = Math.ceil((entry.windowStart + this.rule.windowMs - this.now()) / 1000);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return new TooManyRequests(`Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
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
  await docs.collection(LOGIN_ATTEMPTS).ensureIndex('id', { unique: true });
}
