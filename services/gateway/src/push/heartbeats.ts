/** An open stream as the heartbeat sees it: whose session holds it, and how to ping or end it. */
export interface Beating {
  readonly token: string;
  ping(): void;
  end(): void;
}

/** Whether a session is still live: true, false (revoked or expired), or a rejection (unknown: keep the stream). */
export type SessionCheck = (token: string) => Promise<boolean>;

/**
 * Every open stream's heartbeat on one clock: each stream is pinged once per period, and its session
 * checked first (a stream ends soon after its session is revoked or expires). The streams are spread
 * over `slots` ticks of the period by when they opened, so the checks never come all at once; the
 * streams of one session (a person's tabs) share a slot and one check. One timer for the whole
 * gateway, not one per stream.
 */
export class Heartbeats {
  private readonly slots: Array<Map<string, Set<Beating>>>;
  private readonly slotOf = new Map<string, number>();
  private next = 0;
  private count = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly check: SessionCheck,
    private readonly periodMs = 15_000,
    slots = 15,
  ) {
    this.slots = Array.from({ length: slots }, () => new Map());
  }

  get size(): number {
    return this.count;
  }

  /** Starts beating for `stream` (first ping about a period from now); returns how to stop. */
  add(stream: Beating): () => void {
    const slot = this.slotOf.get(stream.token) ?? (this.next + this.slots.length - 1) % this.slots.length;
    const sessions = this.slots[slot];
    const streams = sessions.get(stream.token) ?? new Set<Beating>();
    if (streams.has(stream)) return () => this.remove(stream, slot);
    sessions.set(stream.token, streams.add(stream));
    this.slotOf.set(stream.token, slot);
    this.count += 1;
    this.timer ??= setInterval(() => void this.tick(), this.periodMs / this.slots.length).unref();
    return () => this.remove(stream, slot);
  }

  /** One tick: the streams of the next slot are checked and pinged (or ended). Resolves when done. */
  async tick(): Promise<void> {
    const sessions = this.slots[this.next];
    this.next = (this.next + 1) % this.slots.length;
    await Promise.all([...sessions].map(([token, streams]) => this.beat(token, streams)));
  }

  /** Stops the clock (the streams themselves are ended by their owner). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async beat(token: string, streams: Set<Beating>): Promise<void> {
    const live = await this.check(token).catch(() => true);
    for (const stream of [...streams]) {
      if (live) stream.ping();
      else stream.end();
    }
  }

  private remove(stream: Beating, slot: number): void {
    const sessions = this.slots[slot];
    const streams = sessions.get(stream.token);
    if (!streams?.delete(stream)) return;
    this.count -= 1;
    if (streams.size === 0) {
      sessions.delete(stream.token);
      this.slotOf.delete(stream.token);
    }
    if (this.count === 0) this.stop();
  }
}
