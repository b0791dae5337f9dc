import { ConcurrencyError, type AppendResult, type ExpectedVersion, type NewEvent } from './eventStore';
import { planGroup, type QueuedAppend } from './groupPlan';
import type { SqlExecutor } from './sqlClient';
import { GROUP_HEADS_SQL, GROUP_INSERT_SQL, POSITIONS_PER_TRANSACTION } from './sqlEventLog';

type AppendAlone = (streamId: string, events: NewEvent[], expected: ExpectedVersion) => Promise<AppendResult>;

interface Waiting extends QueuedAppend {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit: appends that arrive while a write is in flight wait, then are written together in one
 * transaction (two statements: the streams' versions, then one insert of every event). Each keeps its
 * own version check, in arrival order (planGroup), so a conflicting one is refused while the rest
 * commit. It relies on being the only writer of the log (an embedded PGlite); were a version taken
 * meanwhile, the insert fails on the (stream_id, version) constraint and the group's appends are
 * written one by one instead, as they are when one alone is waiting.
 */
export class GroupCommit {
  private readonly queue: Waiting[] = [];
  private draining: Promise<void> | undefined;

  constructor(
    private readonly sql: SqlExecutor,
    private readonly appendAlone: AppendAlone,
    private readonly onWritten: () => void,
  ) {}

  append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, expected, resolve, reject });
      // Started a microtask later, so the appends issued together in this tick are one group.
      this.draining ??= Promise.resolve().then(() => this.drain());
    });
  }

  /** Resolves once every append queued so far is written. */
  async idle(): Promise<void> {
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queue.length) await this.write(this.takeGroup());
    this.draining = undefined;
  }

  /** The appends waiting, oldest first, as many as one transaction's positions hold. */
  private takeGroup(): Waiting[] {
    let events = 0;
    let count = 0;
    while (count < this.queue.length && events + this.queue[count].events.length < POSITIONS_PER_TRANSACTION) {
      events += this.queue[count].events.length;
      count += 1;
    }
    return this.queue.splice(0, Math.max(count, 1));
  }

  private async write(group: Waiting[]): Promise<void> {
    if (group.length > 1) {
      const outcomes = await this.writeTogether(group).catch(() => undefined);
      if (outcomes) {
        if (outcomes.some((outcome) => !(outcome instanceof ConcurrencyError))) this.onWritten();
        group.forEach((append, n) => {
          const outcome = outcomes[n];
          if (outcome instanceof ConcurrencyError) append.reject(outcome);
          else append.resolve(outcome);
        });
        return;
      }
      // The group's statement failed: each append alone, so only its own caller hears of its error.
    }
    for (const append of group) await this.appendAlone(append.streamId, append.events, append.expected).then(append.resolve, append.reject);
  }

  private async writeTogether(group: Waiting[]): Promise<Array<AppendResult | ConcurrencyError>> {
    const streams = JSON.stringify([...new Set(group.map((append) => append.streamId))]);
    const { rows: heads } = await this.sql.query<{ stream_id: string; version: number }>(GROUP_HEADS_SQL, [streams], 'rd_group_heads');
    const { rows, outcomes } = planGroup(group, new Map(heads.map((head) => [head.stream_id, Number(head.version)])));
    if (!rows.length) return outcomes as ConcurrencyError[];
    const { rows: written } = await this.sql.query<{ base: string }>(GROUP_INSERT_SQL, [JSON.stringify(rows)], 'rd_group_insert');
    const base = Number(written[0].base);
    return outcomes.map((outcome) => (outcome instanceof ConcurrencyError ? outcome : { version: outcome.version, position: base + outcome.lastIndex }));
  }
}
