import { Client } from 'pg';
import type { ProjectionLease } from '../projections/projectionLease';

/**
 * A lease held as a PostgreSQL session advisory lock on a connection of its own: the server lets it
 * go the moment that connection ends, so a killed owner's read models pass to another copy at the
 * next try. Lock ids come from the lease's name (its read models' prefix).
 */
export function pgAdvisoryLease(connectionString: string, name: string): ProjectionLease {
  let client: Client | undefined;
  let held = false;

  /** Ends the lease's connection; the server lets the lock go once the session has ended. */
  const drop = async () => {
    held = false;
    const gone = client;
    client = undefined;
    await gone?.end().catch(() => undefined);
  };
  const connect = async () => {
    const fresh = new Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000, application_name: `reality-draft lease ${name}` });
    fresh.on('error', () => void drop());
    fresh.on('end', () => {
      if (client === fresh) void drop();
    });
    await fresh.connect();
    return fresh;
  };

  return {
    async tryAcquire() {
      if (held) return true;
      try {
        client ??= await connect();
        const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [`reality-draft read models ${name}`]);
        held = rows[0].ok;
      } catch {
        await drop();
      }
      return held;
    },
    async stillHeld() {
      if (!held || !client) return false;
      try {
        await client.query('SELECT 1');
      } catch {
        await drop();
      }
      return held;
    },
    /** Resolves once the lock is let go: the next copy's try can take it at once. */
    async release() {
      await drop();
    },
  };
}
