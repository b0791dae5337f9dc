/** The event log's table and statements, in PostgreSQL SQL (PGlite runs the same). */

/** An event's global position is its transaction's id × this + its 1-based index in the append. */
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
export const LOG_SCHEMA = `
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
COMMIT;`;

const COLUMNS = 'position, stream_id, version, event_id, type, data, metadata, recorded_at';

/** Positions below this belong to transactions that have all ended: nothing can still appear beneath it. */
const SETTLED_BELOW = `pg_snapshot_xmin(pg_current_snapshot())::text::bigint * ${POSITIONS_PER_TRANSACTION}`;

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
  SELECT pg_current_xact_id()::text::bigint * ${POSITIONS_PER_TRANSACTION} + e.ordinality, $1, head.version + e.ordinality,
         gen_random_uuid(), e.event->>'type', e.event->'data', e.event->'metadata'
  FROM head, jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(event, ordinality)
  WHERE $3::integer IS NULL OR head.version = $3::integer
  RETURNING position, version
)
SELECT (SELECT version FROM head) AS current, MAX(position) AS position, MAX(version) AS version FROM appended`;

export const READ_STREAM_SQL = `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`;

export const READ_ALL_SQL = `SELECT ${COLUMNS} FROM events WHERE position > $1 AND position < ${SETTLED_BELOW} ORDER BY position LIMIT $2`;

export const READ_HEAD_SQL = `SELECT MAX(position) AS head FROM events WHERE position < ${SETTLED_BELOW}`;
