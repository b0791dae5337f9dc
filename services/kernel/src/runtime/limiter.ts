export interface LimiterOptions {
  /** How many tasks may wait for a turn; one more is refused at once with `refusal()`. Unbounded when absent. */
  maxWaiting?: number;
  refusal?: () => Error;
}

/**
 * At most `concurrency` tasks at once across everything that shares the limiter; the rest wait their
 * turn, first come first served. A route that reads many streams at once holds no more than that many
 * of the event store's connections, so the writes sharing the pool always get one.
 */
export class Limiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    private readonly options: LimiterOptions = {},
  ) {
    if (!(concurrency >= 1)) throw new Error(`A limiter needs a concurrency of at least 1, not ${concurrency}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else {
      if (this.waiting.length >= (this.options.maxWaiting ?? Infinity)) throw this.options.refusal?.() ?? new Error('Too many tasks are waiting.');
      // The finishing task hands its turn over: `running` stays as it was.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** `task` for every item, answered in the items' order, at most `concurrency` in flight. */
  map<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
    return Promise.all(items.map((item) => this.run(() => task(item))));
  }
}
