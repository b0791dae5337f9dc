/**
 * Work done off the path of the request that caused it (a mail, a web push): each run is tracked so
 * that a shutdown or a test can wait for all of them, and its waits between tries end at once on a stop.
 */
export class BackgroundWork {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly waits = new Map<ReturnType<typeof setTimeout>, () => void>();
  private stoppedAt: number | null = null;

  get stopped(): boolean {
    return this.stoppedAt !== null;
  }

  /** Starts `work` (nothing once stopped); a failure goes to `onError`, never to the caller. */
  run(work: () => Promise<void>, onError: (err: unknown) => void): void {
    if (this.stopped) return;
    const running = work().catch(onError);
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running));
  }

  /** Resolves after `ms`, or as soon as the work is stopped. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, ms);
      this.waits.set(timer, resolve);
    });
  }

  /** Resolves once every run has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** Takes no new runs, ends every wait, and resolves once the runs have ended. */
  async stop(): Promise<void> {
    this.stoppedAt ??= Date.now();
    for (const [timer, resolve] of this.waits) {
      clearTimeout(timer);
      resolve();
    }
    this.waits.clear();
    await this.idle();
  }
}
