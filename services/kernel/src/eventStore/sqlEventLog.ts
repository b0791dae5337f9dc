/** The event log's table and statements, in PostgreSQL SQL (PGlite runs the same). */

/** An event's global position is its transaction's id (plus the log clock's offset) × this + its 1-based index in the transaction (one append's, or a group's: GroupCommit). */
export const POSITIONS_PER_TRANSACTION = 65_536;

export interface EventRow {
  position: string | number | bigint;
  stream_id: string;
  version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date | string;
}

// Logs made before positions came from transaction ids have a serial position; supplying the
// position explicitly keeps them working, and their positions all sort before the new ones.
// Processes starting together on a new database take turns (CREATE TABLE IF NOT EXISTS is not safe
// against a concurrent one: the loser fails on PostgreSQL's catalog).
//
// events_clock.xid_offset is added to this cluster's transaction ids wherever they make a position.
// A log restored (pg_restore, logical replication) into another cluster carries positions made from
// the old cluster's transaction ids, which may lie in the new cluster's future: every reader would
// wait for them and new appends would sort before them. At start-up, under the schema lock, such rows
// are recognised and the offset moved once so that they are settled and every new append comes after
// them; restored_by names the process that did it, for its log line.
export const logSchema = (openedBy: string) => `
BEGIN;
SELECT pg_advisory_xact_lock(hashtext('reality-draft events schema'));
CREATE TABLE IF NOT EXISTS events (
  position    BIGINT      PRIMARY KEY,
  stream_id   TEXT        NOT NULL,
  version     INTEGER     NOT NULL,
  event_id    UUID        NOT NULL UNIQUE,
  type        TEXT        NOT NULL,
  data        JSONB       NOT NULL,
  metadata    JSONB       NOT NULL DEFAULT '{}'::jsonb,
  recorded_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT events_stream_version UNIQUE (stream_id, version)
);
CREATE TABLE IF NOT EXISTS events_clock (
  singleton      BOOLEAN     PRIMARY KEY DEFAULT true CHECK (singleton),
  xid_offset     BIGINT      NOT NULL DEFAULT 0,
  restored_by    UUID,
  restored_at    TIMESTAMPTZ,
  restored_head  BIGINT,
  restored_shift BIGINT
);
INSERT INTO events_clock (singleton) VALUES (true) ON CONFLICT DO NOTHING;
WITH head AS (SELECT MAX(position) AS position FROM events), now AS (SELECT pg_current_xact_id()::text::bigint AS xid)
UPDATE events_clock
SET xid_offset = head.position / ${POSITIONS_PER_TRANSACTION} + 1 - now.xid,
    restored_shift = head.position / ${POSITIONS_PER_TRANSACTION} + 1 - now.xid - events_clock.xid_offset,
    restored_by = '${openedBy}', restored_at = clock_timestamp(), restored_head = head.position
FROM head, now
WHERE head.position >= (now.xid + events_clock.xid_offset) * ${POSITIONS_PER_TRANSACTION};
COMMIT;`;

/** What the start-up of `openedBy` found: a row when it recognised a restored log and moved the clock. */
export const RESTORED_BY_SQL = 'SELECT restored_head, restored_shift FROM events_clock WHERE restored_by = $1';

/** This cluster's transaction ids on the log's clock (the same offset for every process). */
const OFFSET = '(SELECT xid_offset FROM events_clock)';

const COLUMNS = 'position, stream_id, version, event_id, type, data, metadata, recorded_at';
/** The same columns of the table named `e`. */
const EVENT_COLUMNS = COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ');

/** Positions below this belong to transactions that have all ended: nothing can still appear beneath it. */
const SETTLED_BELOW = `(pg_snapshot_xmin(pg_current_snapshot())::text::bigint + ${OFFSET}) * ${POSITIONS_PER_TRANSACTION}`;

/**
 * One round trip: reads the stream's version, checks the expected one ($3; null for any), and
 * inserts every event of the batch ($2, a JSON array). No row inserted means a version mismatch;
 * a racing writer at the same version fails on the (stream_id, version) constraint.
 */
export const APPEND_SQL = `
WITH head AS (
  SELECT COALESCE(MAX(version), 0) AS version FROM events WHERE stream_id = $1
), appended AS (
  INSERT INTO events (position, stream_id, version, event_id, type, data, metadata)
  SELECT (pg_current_xact_id()::text::bigint + ${OFFSET}) * ${POSITIONS_PER_TRANSACTION} + e.ordinality, $1, head.version + e.ordinality,
         gen_random_uuid(), e.event->>'type', e.event->'data', e.event->'metadata'
  FROM head, jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(event, ordinality)
  WHERE $3::integer IS NULL OR head.version = $3::integer
  RETURNING position, version
)
SELECT (SELECT version FROM head) AS current, MAX(position) AS position, MAX(version) AS version FROM appended`;

/** The versions of the streams named in $1 (a JSON array of stream ids); a stream with no events has no row. */
export const GROUP_HEADS_SQL = `SELECT stream_id, MAX(version) AS version FROM events WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb)) GROUP BY stream_id`;

/**
 * Inserts the events of a group of appends in one statement, so one transaction ($1: a JSON array of
 * rows {s: stream, v: version, i: index in the transaction, t: type, d: data, m: metadata}, their
 * versions checked beforehand). Each event's position is the transaction's on the log's clock plus its
 * index; the answer is that transaction's base position. A version taken meanwhile fails the
 * (stream_id, version) constraint.
 */
export const GROUP_INSERT_SQL = `
WITH appended AS (
  INSERT INTO events (position, stream_id, version, event_id, type, data, metadata)
  SELECT (pg_current_xact_id()::text::bigint + ${OFFSET}) * ${POSITIONS_PER_TRANSACTION} + (r->>'i')::bigint, r->>'s', (r->>'v')::integer,
         gen_random_uuid(), r->>'t', r->'d', r->'m'
  FROM jsonb_array_elements($1::jsonb) AS r
  RETURNING position
)
SELECT (pg_current_xact_id()::text::bigint + ${OFFSET}) * ${POSITIONS_PER_TRANSACTION} AS base, COUNT(*) AS inserted FROM appended`;

export const READ_STREAM_SQL = `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`;

/**
 * The stream's events from version $2 on, each beside the stream's version (one row of nulls beside it
 * when there are none), in one snapshot; the (stream_id, version) constraint's index serves both parts.
 */
export const READ_STREAM_FROM_SQL = `
SELECT ${EVENT_COLUMNS}, head.version AS current
FROM (SELECT COALESCE(MAX(version), 0) AS version FROM events WHERE stream_id = $1) head
LEFT JOIN events e ON e.stream_id = $1 AND e.version >= $2::integer
ORDER BY e.version`;

export const READ_ALL_SQL = `SELECT ${COLUMNS} FROM events WHERE position > $1 AND position < ${SETTLED_BELOW} ORDER BY position LIMIT $2`;

export const READ_HEAD_SQL = `SELECT MAX(position) AS head FROM events WHERE position < ${SETTLED_BELOW}`;

/** The last committed event's position, settled or not. */
export const COMMITTED_HEAD_SQL = 'SELECT MAX(position) AS head FROM events';

/** Rewrites events in place (EventStore.rewrite), from a JSON array of { event_id, data, stream_id (null: kept) }, in one statement. */
export const REWRITE_SQL = `
UPDATE events e SET data = r.data, stream_id = COALESCE(r.stream_id, e.stream_id)
FROM jsonb_to_recordset($1::jsonb) AS r(event_id UUID, data JSONB, stream_id TEXT)
WHERE e.event_id = r.event_id`;
