import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from './sqlClient';

/** Embedded PostgreSQL (WASM) in this process; `dataDir` undefined keeps it in memory. */
export async function openPgliteClient(dataDir?: string): Promise<SqlClient> {
  const db = await PGlite.create(dataDir);
  return {
    shared: false,
    query: async (sql, params) => ({ rows: (await db.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    listen: async (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}
