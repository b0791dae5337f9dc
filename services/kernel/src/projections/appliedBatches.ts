import type { EventStore, RecordedEvent } from '../eventStore/eventStore';

/** Takes each batch of the log once the read models have applied it. */
export type AppliedBatchListener = (events: RecordedEvent[]) => Promise<void> | void;

interface Follower {
  listener: AppliedBatchListener;
  /** The last position handed to it. */
  position: number;
  /** Its batches run one after another, never holding up the read models or the other followers. */
  running: Promise<void>;
}

const PAGE = 1000;

/**
 * The followers of the log besides the read models (the push hub, the turn clock): the runner's one
 * subscription reads each batch once and hands it here, instead of each follower reading the log
 * itself. A follower gets every event after the position it joined at, once, in log order.
 */
export class AppliedBatches {
  private readonly followers = new Set<Follower>();

  constructor(
    private readonly events: EventStore,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Follows from `position` (the runner's position when joining); returns the way to stop. */
  add(listener: AppliedBatchListener, position: number): () => Promise<void> {
    const follower: Follower = { listener, position, running: Promise.resolve() };
    this.followers.add(follower);
    return async () => {
      this.followers.delete(follower);
      await follower.running;
    };
  }

  /** A batch the read models have just applied. */
  deliver(events: RecordedEvent[]): void {
    for (const follower of this.followers) this.handTo(follower, events);
  }

  /**
   * Before following resumes from `position` after a replay, whatever a follower has not been handed
   * up to there (the replay applied it without the followers) is read and handed to it.
   */
  async catchUpTo(position: number): Promise<void> {
    for (const follower of this.followers) {
      for (let after = follower.position; after < position;) {
        const page = (await this.events.readAll(after, PAGE)).filter((event) => event.position <= position);
        if (page.length === 0) break;
        this.handTo(follower, page);
        after = page.at(-1)!.position;
      }
    }
  }

  private handTo(follower: Follower, events: RecordedEvent[]): void {
    const fresh = events.filter((event) => event.position > follower.position);
    if (fresh.length === 0) return;
    follower.position = fresh.at(-1)!.position;
    follower.running = follower.running.then(() => follower.listener(fresh)).catch(this.onError);
  }
}
