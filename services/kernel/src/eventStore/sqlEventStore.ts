import { randomUUID } from 'node:crypto';
import {
  assertExpectedVersion,
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamResult,
  type RecordedEvent,
} from './eventStore';
import { AppendNotifier } from './appendNotifier';
import { isUniqueViolation, type SqlClient, type SqlExecutor } from './sqlClient';
import { assertStorableText } from './storableText';

const NOTIFY_CHANNEL = 'rd_events_appended';
/** Appends take this advisory lock so global positions become visible in commit order. */
const APPEND_LOCK_KEY = 75310;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position    BIGSERIAL PRIMARY KEY,
  stream_id   TEXT        NOT NULL,
  version     INTEGER     NOT NULL,
  event_id    UUID        NOT NULL UNIQUE,
  type        TEXT        NOT NULL,
  data        JSONB       NOT NULL,
  metadata    JSONB       NOT NULL DEFAULT '{}'::jsonb,
  recorded_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT events_stream_version UNIQUE (stream_id, version)
);`;

interface EventRow {
  position: string | number | bigint;
  stream_id: string;
  version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
}

const COLUMNS = 'position, stream_id, version, event_id, type, data, metadata, recorded_at';

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

/** Event store on PostgreSQL SQL, shared by the PGlite and PostgreSQL-server adapters. */
export class SqlEventStore implements EventStore {
  private readonly notifier = new AppendNotifier();
  private stopListening: (() => Promise<void>) | undefined;

  private constructor(private readonly sql: SqlClient) {}

  static async open(sql: SqlClient): Promise<SqlEventStore> {
    await sql.exec(SCHEMA);
    const store = new SqlEventStore(sql);
    store.stopListening = await sql.listen(NOTIFY_CHANNEL, () => store.notifier.notify());
    return store;
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    events.forEach(assertStorableText);
    try {
      const result = await this.sql.transaction((tx) => this.appendIn(tx, streamId, events, expected));
      this.notifier.notify();
      return result;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { version } = await this.readStream(streamId);
      throw new ConcurrencyError(streamId, expected, version);
    }
  }

  private async appendIn(tx: SqlExecutor, streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK_KEY]);
    const current = await currentVersion(tx, streamId);
    assertExpectedVersion(streamId, expected, current);
    let position = 0;
    for (const [index, event] of events.entries()) {
      const { rows } = await tx.query<{ position: string }>(
        `INSERT INTO events (stream_id, version, event_id, type, data, metadata)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) RETURNING position`,
        [streamId, current + index + 1, randomUUID(), event.type, JSON.stringify(event.data), JSON.stringify(event.metadata ?? {})],
      );
      position = Number(rows[0].position);
    }
    await tx.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, String(position)]);
    return { version: current + events.length, position };
  }

  async readStream(streamId: string): Promise<ReadStreamResult> {
    const { rows } = await this.sql.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`, [streamId]);
    const events = rows.map(toRecorded);
    return { events, version: events.at(-1)?.version ?? 0 };
  }

  async readAll(after: number, limit = 1000): Promise<RecordedEvent[]> {
    const { rows } = await this.sql.query<EventRow>(`SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT $2`, [after, limit]);
    return rows.map(toRecorded);
  }

  async head(): Promise<number> {
    const { rows } = await this.sql.query<{ head: string | null }>('SELECT MAX(position) AS head FROM events');
    return Number(rows[0]?.head ?? 0);
  }

  onAppended(listener: () => void) {
    return this.notifier.listen(listener);
  }

  async close(): Promise<void> {
    this.notifier.clear();
    await this.stopListening?.();
    await this.sql.close();
  }
}

async function currentVersion(tx: SqlExecutor, streamId: string): Promise<number> {
  const { rows } = await tx.query<{ version: number | null }>('SELECT MAX(version) AS version FROM events WHERE stream_id = $1', [streamId]);
  return Number(rows[0]?.version ?? 0);
}
