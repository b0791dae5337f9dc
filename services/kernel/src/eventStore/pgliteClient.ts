import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from './sqlClient';
import { PGLITE_START_PARAMS, seedFromTemplate } from './pgliteTemplate';

/** Embedded PostgreSQL (WASM) in this process; `dataDir` undefined keeps it in memory. A new folder starts as a copy of the built template. */
export async function openPgliteClient(dataDir?: string): Promise<SqlClient> {
  if (dataDir) await seedFromTemplate(dataDir);
  const db = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
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
