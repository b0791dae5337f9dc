/** Test code: a log restored from another cluster, whose positions lie in this cluster's future. */
import { settledTo } from './eventStore.contract';
import type { SqlClient } from './sqlClient';
import { POSITIONS_PER_TRANSACTION } from './sqlEventLog';
import { SqlEventStore, type RestoredLog } from './sqlEventStore';

/** How far in this cluster's future the "restored" rows are written: a busy old cluster's transaction ids. */
const AHEAD = 70_000;

/**
 * `open` gives a client on an empty database each time it is called with the same `name`, sharing
 * that database between calls (two processes of one deployment).
 */
export function restoredLogContract(open: () => Promise<SqlClient>): void {
  it('finds a log from another cluster at start-up, makes it visible once, and appends after it', async () => {
    const first = await SqlEventStore.open(await open());
    await first.append('before-restore', [{ type: 'Kept', data: { n: 0 } }], 'no-stream');
    await first.close();

    // What pg_restore into a fresh cluster leaves: rows whose positions came from larger transaction ids.
    const raw = await open();
    const { rows } = await raw.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
    const future = (Number(rows[0].xid) + AHEAD) * POSITIONS_PER_TRANSACTION;
    await raw.query(
      `INSERT INTO events (position, stream_id, version, event_id, type, data)
       SELECT $1::bigint + n, 'restored', n, gen_random_uuid(), 'Restored', jsonb_build_object('n', n) FROM generate_series(1, 3) AS n`,
      [future],
    );
    await raw.close();

    const heard: RestoredLog[] = [];
    const restored = await SqlEventStore.open(await open(), (found) => heard.push(found));
    expect(heard).toEqual([{ head: future + 3, shift: expect.any(Number) }]);
    expect(heard[0].shift).toBeGreaterThan(AHEAD - 1_000); // less the few transactions since the insert
    // Settled once no write transaction older than the start-up's is open anywhere on the server.
    expect(await settledTo(restored, future + 3)).toBe(future + 3);
    expect((await restored.readAll(0)).map((e) => e.type)).toEqual(['Kept', 'Restored', 'Restored', 'Restored']);

    const { position } = await restored.append('after-restore', [{ type: 'New', data: {} }], 'no-stream');
    expect(position).toBeGreaterThan(future + 3);
    await settledTo(restored, position);
    expect((await restored.readAll(future + 3)).map((e) => e.type)).toEqual(['New']);

    // Once is enough: the next start-up finds nothing to move.
    const again: RestoredLog[] = [];
    const reopened = await SqlEventStore.open(await open(), (found) => again.push(found));
    expect(again).toEqual([]);
    expect(await settledTo(reopened, position)).toBe(position);
    await Promise.all([restored.close(), reopened.close()]);
  });
}
