import { randomUUID } from 'node:crypto';
import {
  ConcurrencyError,
  type AppendResult,
  type EventRewrite,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamOptions,
  type ReadStreamResult,
  type RecordedEvent,
} from './eventStore';
import { AppendNotifier } from './appendNotifier';
import { GroupCommit } from './groupCommit';
import { isUniqueViolation, type SqlClient } from './sqlClient';
import { assertStorableText } from './storableText';
import {
  APPEND_SQL,
  COMMITTED_HEAD_SQL,
  logSchema,
  POSITIONS_PER_TRANSACTION,
  READ_ALL_SQL,
  READ_HEAD_SQL,
  READ_STREAM_FROM_SQL,
  READ_STREAM_SQL,
  RESTORED_BY_SQL,
  REWRITE_SQL,
  type EventRow,
} from './sqlEventLog';

const NOTIFY_CHANNEL = 'rd_events_appended';
/** Appends with 'any' that collide with another writer are tried again this many times. */
const ANY_VERSION_RETRIES = 5;

/** A log restored from another cluster, as the start-up that recognised it found it. */
export interface RestoredLog {
  /** The last position restored. */
  head: number;
  /** How far this cluster's transaction ids were moved on to come after it. */
  shift: number;
}

/** A row of the stream's tail (READ_STREAM_FROM_SQL): an event, or nulls when there is none, beside the stream's version. */
type StreamTailRow = EventRow & { current: number | string };

interface AppendRow {
  current: number;
  position: string | null;
  version: number | null;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    version: row.version,
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

function reportRestored({ head, shift }: RestoredLog): void {
  console.warn(`event log restored from another cluster: positions up to ${head} made visible, transaction ids moved on by ${shift}`);
}

/**
 * Event store on PostgreSQL SQL, shared by the PGlite and PostgreSQL-server adapters.
 *
 * Writers never wait for each other (but under group commit, on PGlite, where every statement takes its
 * turn anyway): an append is one statement, and an event's global position is
 * its transaction's id (on the log's clock, see logSchema) × 65,536 + its index in the transaction (the append's,
 * or under group commit the group's, see GroupCommit). Readers of the log take only positions
 * below the oldest transaction still open, so an append that commits late is read late, never
 * skipped, and positions reach subscribers in increasing order (they are not consecutive).
 */
export class SqlEventStore implements EventStore {
  private readonly notifier = new AppendNotifier();
  private readonly instanceId = randomUUID();
  private stopListening: (() => Promise<void>) | undefined;
  private announcing: Promise<void> | undefined;
  private announceAgain = false;

  /** Present when concurrent appends are written together (group commit). */
  private readonly group: GroupCommit | undefined;

  private constructor(
    private readonly sql: SqlClient,
    groupCommit: boolean,
  ) {
    this.group = groupCommit
      ? new GroupCommit(
          sql,
          (...append) => this.appendAlone(...append),
          () => this.announce(),
        )
      : undefined;
  }

  /**
   * `onRestored` hears of a log from another cluster's future that this start-up made visible.
   * `groupCommit` writes the appends that arrive while one is in flight together, in one transaction
   * (GroupCommit); only for a log this process alone writes (PGlite).
   */
  static async open(sql: SqlClient, onRestored: (restored: RestoredLog) => void = reportRestored, { groupCommit = false } = {}): Promise<SqlEventStore> {
    if (groupCommit && sql.shared) throw new Error('Group commit is only for a log this process alone writes (PGlite)');
    const store = new SqlEventStore(sql, groupCommit);
    await sql.exec(logSchema(store.instanceId));
    const { rows } = await sql.query<{ restored_head: string; restored_shift: string }>(RESTORED_BY_SQL, [store.instanceId]);
    if (rows[0]) onRestored({ head: Number(rows[0].restored_head), shift: Number(rows[0].restored_shift) });
    if (sql.shared) {
      // Our own appends are announced locally at once; the database's echo of them is ignored.
      store.stopListening = await sql.listen(NOTIFY_CHANNEL, (from) => from !== store.instanceId && store.notifier.notify());
    }
    return store;
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    events.forEach(assertStorableText);
    if (events.length >= POSITIONS_PER_TRANSACTION) throw new RangeError(`One append takes at most ${POSITIONS_PER_TRANSACTION - 1} events`);
    return this.group && events.length ? this.group.append(streamId, events, expected) : this.appendAlone(streamId, events, expected);
  }

  /** One append in its own transaction (one statement). */
  private async appendAlone(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const batch = JSON.stringify(events.map(({ type, data, metadata }) => ({ type, data, metadata: metadata ?? {} })));
    const expectedVersion = expected === 'any' ? null : expected === 'no-stream' ? 0 : expected;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { rows } = await this.sql.query<AppendRow>(APPEND_SQL, [streamId, batch, expectedVersion], 'rd_append');
        const [row] = rows;
        if (row.position === null) throw new ConcurrencyError(streamId, expected, Number(row.current));
        this.announce();
        return { version: Number(row.version), position: Number(row.position) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (expected === 'any' && attempt < ANY_VERSION_RETRIES) continue;
        const { version } = await this.readStream(streamId);
        throw new ConcurrencyError(streamId, expected, version);
      }
    }
  }

  async readStream(streamId: string, { fromVersion = 1 }: ReadStreamOptions = {}): Promise<ReadStreamResult> {
    if (!(fromVersion > 1)) {
      const { rows } = await this.sql.query<EventRow>(READ_STREAM_SQL, [streamId], 'rd_read_stream');
      const events = rows.map(toRecorded);
      return { events, version: events.at(-1)?.version ?? 0 };
    }
    const { rows } = await this.sql.query<StreamTailRow>(READ_STREAM_FROM_SQL, [streamId, fromVersion], 'rd_read_stream_from');
    // No event from there on still gives one row: the stream's version, beside nulls.
    return { events: rows.filter((row) => row.event_id !== null).map(toRecorded), version: Number(rows[0]?.current ?? 0) };
  }

  async readAll(after: number, limit = 1000): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(READ_ALL_SQL, [after, limit], 'rd_read_all');
    return rows.map(toRecorded);
  }

  /** One transaction: every rewrite or none. */
  async rewrite(rewrites: readonly EventRewrite[]): Promise<void> {
    if (!rewrites.length) return;
    const batch = JSON.stringify(rewrites.map(({ eventId, data, streamId }) => ({ event_id: eventId, data, stream_id: streamId ?? null })));
    await this.sql.query(REWRITE_SQL, [batch]);
  }

  async head(): Promise<number> {
    const { rows } = await this.sql.query<{ head: string | null }>(READ_HEAD_SQL, [], 'rd_read_head');
    return Number(rows[0]?.head ?? 0);
  }

  async committedHead(): Promise<number> {
    const { rows } = await this.sql.query<{ head: string | null }>(COMMITTED_HEAD_SQL, [], 'rd_committed_head');
    return Number(rows[0]?.head ?? 0);
  }

  onAppended(listener: () => void) {
    return this.notifier.listen(listener);
  }

  async close(): Promise<void> {
    await this.group?.idle();
    this.notifier.clear();
    await this.announcing;
    await this.stopListening?.();
    await this.sql.close();
  }

  /**
   * Wakes local subscribers now, and other processes with one NOTIFY at a time, outside the append:
   * a NOTIFY inside the append's transaction would take PostgreSQL's notify-queue lock through its
   * commit and so serialise every commit.
   */
  private announce(): void {
    this.notifier.notify();
    if (!this.sql.shared) return;
    if (this.announcing) {
      this.announceAgain = true;
      return;
    }
    this.announcing = this.sql
      .query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, this.instanceId])
      .then(
        () => undefined,
        () => undefined, // a lost notice only delays other processes until their poll
      )
      .finally(() => {
        this.announcing = undefined;
        if (this.announceAgain) {
          this.announceAgain = false;
          this.announce();
        }
      });
  }
}
