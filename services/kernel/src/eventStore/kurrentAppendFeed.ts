import { AppendNotifier } from './appendNotifier';

/** What the feed uses of a live subscription to $all (the client's AllStreamSubscription has it). */
export interface LiveSubscription {
  on(event: 'confirmation' | 'data' | 'error' | 'close', listener: (...args: unknown[]) => void): unknown;
  unsubscribe(): Promise<void>;
}

export interface AppendFeedOptions {
  /** Pause before following again after the subscription is lost. */
  retryMs?: number;
  /** How long the server has to confirm a new subscription. */
  confirmTimeoutMs?: number;
}

/**
 * Tells the store's listeners that $all has grown, whoever appended: it follows a live subscription
 * from the end of $all and wakes listeners once per tick however many events arrive. A lost
 * subscription is replaced after a pause, and listeners are woken once it is back, since appends
 * made in the gap were not seen.
 */
export class KurrentAppendFeed {
  private readonly notifier = new AppendNotifier();
  private current: LiveSubscription | undefined;
  private retry: NodeJS.Timeout | undefined;
  private confirming: NodeJS.Timeout | undefined;
  private waking = false;
  private stopped = false;

  constructor(
    private readonly subscribe: () => LiveSubscription,
    private readonly options: AppendFeedOptions = {},
  ) {}

  /** Resolves once the server has confirmed the subscription: every append after that is seen. */
  start(): Promise<void> {
    return this.follow();
  }

  listen(listener: () => void): () => void {
    return this.notifier.listen(listener);
  }

  /** Wakes the listeners on the next tick, once for any number of calls before it. */
  wake(): void {
    if (this.waking || this.stopped) return;
    this.waking = true;
    setImmediate(() => {
      this.waking = false;
      if (!this.stopped) this.notifier.notify();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearTimeout(this.confirming);
    this.notifier.clear();
    const current = this.current;
    this.current = undefined;
    await current?.unsubscribe().catch(() => undefined); // one that never started has nothing to end
  }

  private follow(): Promise<void> {
    return new Promise((resolve, reject) => {
      const subscription = this.subscribe();
      this.current = subscription;
      const timeout = setTimeout(() => lost(new Error('KurrentDB did not confirm the subscription to $all in time')), this.options.confirmTimeoutMs ?? 10_000);
      this.confirming = timeout;
      const lost = (error: unknown) => {
        clearTimeout(timeout);
        reject(error); // no effect once confirmed
        this.replace(subscription);
      };
      subscription.on('confirmation', () => {
        clearTimeout(timeout);
        resolve();
      });
      subscription.on('data', () => this.wake());
      subscription.on('error', lost);
      subscription.on('close', () => lost(new Error('The subscription to $all ended')));
    });
  }

  private replace(lost: LiveSubscription): void {
    if (this.stopped || this.current !== lost) return; // stopped, or already replaced
    this.current = undefined;
    lost.unsubscribe().catch(() => undefined);
    this.retry = setTimeout(() => {
      // A failed attempt schedules the next one itself.
      this.follow().then(
        () => this.wake(),
        () => undefined,
      );
    }, this.options.retryMs ?? 1_000);
    this.retry.unref();
  }
}
