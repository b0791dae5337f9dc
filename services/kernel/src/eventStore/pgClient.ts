import { Pool, type PoolClient } from 'pg';
import type { SqlClient } from './sqlClient';

/**
 * Connections per process. An append is one statement whose commit waits for the WAL to reach the
 * disk, and PostgreSQL flushes the commits waiting at that moment together: with 64 writers, 10
 * connections let at most 10 commits share a flush, 32 let three times as many (about 1.4-1.9x the
 * appends/s at concurrency 64 with fsync on, issue 22). Every deployment here allows 300 or more.
 */
const MAX_CONNECTIONS = 32;

/** A PostgreSQL server reached with `pg`; several processes may share it. */
export async function openPgClient(connectionString: string, maxConnections = MAX_CONNECTIONS): Promise<SqlClient> {
  const pool = new Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 5_000,
    // A stalled client must not hold back the log's readers (they read below the oldest open transaction).
    idle_in_transaction_session_timeout: 10_000,
    statement_timeout: 15_000,
  });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', reportConnectionError);
  await pool.query('SELECT 1');
  return {
    shared: true,
    query: async (text, values, name) => ({ rows: (await pool.query({ text, values, name })).rows }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: async (channel, onNotify) => listenOn(await pool.connect(), channel, onNotify),
    close: () => pool.end(),
  };
}

function reportConnectionError(error: Error & { code?: string }): void {
  const ADMIN_SHUTDOWN = '57P01';
  if (error.code !== ADMIN_SHUTDOWN) console.warn(`PostgreSQL connection lost: ${error.message}`);
}

async function listenOn(client: PoolClient, channel: string, onNotify: (payload: string) => void) {
  client.on('error', reportConnectionError);
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify(message.payload ?? '');
  });
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  return async () => {
    await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
    client.release();
  };
}
