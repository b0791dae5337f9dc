import type { EventStore, RecordedEvent } from './eventStore';

export interface Subscription {
  /** Global position of the last event handled. */
  readonly position: number;
  /** Stops following; resolves once an event being handled has finished. */
  stop(): Promise<void>;
}

/**
 * Hands every event after `after` to `handle`, in log order, one at a time: first those already
 * stored, then each new one as it is appended (woken by the store's notices, with a slow poll as a
 * safety net for appends by other processes).
 */
export function subscribeToAll(
  store: EventStore,
  after: number,
  handle: (event: RecordedEvent) => Promise<void> | void,
  options: {
    batchSize?: number;
    pollMs?: number;
    /** After each batch read and handled: the position reached and the batch. */
    afterBatch?: (position: number, batch: RecordedEvent[]) => Promise<void> | void;
    /** A failed read or handler; the subscription tries again at the next notice or poll. */
    onError?: (error: unknown) => void;
  } = {},
): Subscription {
  let position = after;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const batchSize = options.batchSize ?? 500;
  const drainOnce = async () => {
    for (;;) {
      const batch = await store.readAll(position, batchSize);
      for (const event of batch) {
        if (stopped) return;
        await handle(event);
        position = event.position;
      }
      if (batch.length === 0) return;
      if (!stopped) await options.afterBatch?.(position, batch);
      // A short batch was all there was: no empty read to end on (an append meanwhile woke us again).
      if (batch.length < batchSize) return;
    }
  };
  const drain = async () => {
    try {
      do {
        again = false;
        await drainOnce().catch((error) => {
          if (!stopped) options.onError?.(error);
        });
      } while (again && !stopped);
    } finally {
      running = undefined; // cleared in the same tick as the last check of `again`: no wake is lost
    }
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain();
  };

  const unsubscribe = store.onAppended(wake);
  const timer = setInterval(wake, options.pollMs ?? 1000);
  timer.unref();
  wake();
  return {
    get position() {
      return position;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(timer);
      await running;
    },
  };
}
