// Copies a season generated on a PostgreSQL server (bench/generateSeason.js --database-url) into a
// PGlite data folder, positions and all, with its season.json: the same log for both stores, written
// in bulk rather than append by append (PGlite appends one at a time, an hour for 1,000,000 events on
// a busy 2-core machine). The first open of the copy moves PGlite's log clock past the copied
// positions, as for any log restored from another cluster (services/kernel/src/eventStore/sqlEventLog.ts).
// The copy is vacuumed at the end, as a log the app followed while it was written would be: the
// replay's first read then does not write every page of the log again (PostgreSQL's hint bits).
// Usage (after `npm run build`): node bench/copySeason.js --database-url URL --from-dir DIR --data-dir DIR
const { copyFile, mkdir } = require('node:fs/promises');
const path = require('node:path');
const { Client } = require('pg');
const { PGlite } = require('@electric-sql/pglite');
const { openPgliteClient, SqlEventStore } = require('../services/kernel/dist');

const PAGE = 20_000;
const COLUMNS = 'position, stream_id, version, event_id, type, data, metadata, recorded_at';

function argument(args, name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args) {
  const [databaseUrl, fromDir, dataDir] = ['--database-url', '--from-dir', '--data-dir'].map((name) => argument(args, name));
  if (!databaseUrl || !fromDir || !dataDir) throw new Error('Usage: node bench/copySeason.js --database-url URL --from-dir DIR --data-dir DIR');
  await mkdir(dataDir, { recursive: true });
  const dir = path.join(dataDir, 'events');
  await (await SqlEventStore.open(await openPgliteClient(dir))).close(); // the log's tables, as the kernel makes them
  const target = await PGlite.create({ dataDir: dir, relaxedDurability: true });
  const source = new Client({ connectionString: databaseUrl });
  await source.connect();
  const started = Date.now();
  let copied = 0;
  try {
    for (let after = '0'; ;) {
      const { rows } = await source.query(`SELECT ${COLUMNS} FROM events WHERE position > $1 ORDER BY position LIMIT ${PAGE}`, [after]);
      if (!rows.length) break;
      await target.query(
        `INSERT INTO events (${COLUMNS})
         SELECT ${COLUMNS} FROM jsonb_to_recordset($1::jsonb) AS e(position bigint, stream_id text, version integer, event_id uuid,
           type text, data jsonb, metadata jsonb, recorded_at timestamptz)`,
        [JSON.stringify(rows)],
      );
      after = rows.at(-1).position;
      copied += rows.length;
      if (copied % 100_000 < PAGE) console.error(`${copied} events copied, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    // As a log the app has followed: its rows' hint bits set, not left for the replay's first read to write.
    await target.exec('VACUUM (ANALYZE) events');
  } finally {
    await source.end();
    await target.close();
  }
  await (await SqlEventStore.open(await openPgliteClient(dir), () => undefined)).close(); // moves the clock on once
  await copyFile(path.join(fromDir, 'season.json'), path.join(dataDir, 'season.json'));
  console.error(`${copied} events copied into ${dir} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
