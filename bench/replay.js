// Rebuilding every read model from a generated season's log with the replay CLI, timed, then checked.
// Usage (after `npm run build`): node bench/replay.js [--events 1000000] [--check-only] [--only pglite|postgres]
// [--documents nedb|pongo]. With TEST_DATABASE_URL=$(scripts/postgres-scratch.sh) it runs on that
// PostgreSQL server too, its read models as NeDB files or (--documents pongo) Pongo tables in the
// season's database. Peak RSS is the replay process's own (it prints it as it ends). The
// season is generated once per size and kept (.bench/season-N for PGlite, database rd_season_N on the
// server); the replay's own progress bar shows on stderr. --check-only (the CI-sized form, e.g.
// --events 20000) checks the rebuilt read models and prints no figures.
// MB/s counts the event data the replay reads from the log: each event's data and metadata as JSON
// text, its stream id and its type (as the log returns them), summed once per season by a query and
// kept beside it (log-bytes.json), over the whole process's seconds. The PGlite season can be a bulk
// copy of the server's (bench/copySeason.js) rather than generated again append by append.
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { Client } = require('pg');
const { PGlite } = require('@electric-sql/pglite');
const { readModels, pongoReadModels, checkSeason } = require('./season/readModels');

const ROOT = path.resolve(__dirname, '..');
/** The built tree whose replay CLI is timed: this one, or another checkout (BENCH_ROOT) for a before/after pair. */
const APP_ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : ROOT;
const LOG_BYTES_SQL = `SELECT SUM(octet_length(data::text) + octet_length(metadata::text) + octet_length(stream_id) + octet_length(type))::text AS bytes FROM events`;

/** The bytes of event data in the season's log (see above), counted once and kept in the season's folder. */
async function logBytes(dataDir, databaseUrl) {
  const file = path.join(dataDir, 'log-bytes.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')).bytes;
  let bytes;
  if (databaseUrl) {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    bytes = Number((await client.query(LOG_BYTES_SQL)).rows[0].bytes);
    await client.end();
  } else {
    const db = await PGlite.create(path.join(dataDir, 'events'));
    bytes = Number((await db.query(LOG_BYTES_SQL)).rows[0].bytes);
    await db.close();
  }
  await writeFile(file, JSON.stringify({ bytes }));
  return bytes;
}

/** Runs a script of `root` to its end; returns what it printed on stdout (echoed too). */
function run(script, args, env, root = ROOT) {
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stderr.write(result.stdout ?? '');
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  return result.stdout;
}

/** The replay's peak RSS in MiB as it reports it ('peak RSS 412 MiB'), or '?' from a tree that does not. */
const peakRss = (output) => /peak RSS (\d+) MiB/.exec(output)?.[1] ?? '?';

/** The season's figures, generating it first unless it is there (for a server, only if its database is there too). */
async function season(events, dataDir, databaseUrl) {
  const file = path.join(dataDir, 'season.json');
  if (!existsSync(file)) {
    console.error(`Generating ${events} events into ${databaseUrl ? 'PostgreSQL' : dataDir}…`);
    run('bench/generateSeason.js', ['--events', String(events), '--data-dir', dataDir, ...(databaseUrl ? ['--database-url', databaseUrl] : [])], {});
  }
  return JSON.parse(await readFile(file, 'utf8'));
}

/** A database for the season on the server, created when missing; `fresh` says whether it was. */
async function seasonDatabase(serverUrl, events) {
  const name = `rd_season_${events}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rows.length) await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), fresh: !rows.length };
  } finally {
    await client.end();
  }
}

async function replayOn(label, events, dataDir, env, checkOnly) {
  const expected = await season(events, dataDir, env.DATABASE_URL);
  const bytes = checkOnly ? 0 : await logBytes(dataDir, env.DATABASE_URL);
  const started = process.hrtime.bigint();
  const output = run('services/gateway/dist/replay.js', ['--all'], { DATA_DIR: dataDir, ...env }, APP_ROOT);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const models = env.DOCUMENT_STORE === 'pongo' ? await pongoReadModels(env.DATABASE_URL) : await readModels(path.join(dataDir, 'documents'));
  const problems = checkSeason(models, expected);
  if (problems.length) throw new Error(`${label}: the rebuilt read models are wrong:\n  ${problems.join('\n  ')}`);
  const rooms = `${expected.rooms} rooms, ${Object.values(expected.picksByDraft).reduce((a, b) => a + b, 0)} picks, ${expected.attempts} attempts`;
  if (checkOnly) console.log(`${label}: ${expected.events} events replayed, read models checked (${rooms})`);
  else
    console.log(
      `| ${label} | ${expected.events.toLocaleString('en')} | ${(bytes / 1e6).toFixed(0)} | ${seconds.toFixed(1)} | ${Math.round(expected.events / seconds).toLocaleString('en')} | ${(bytes / 1e6 / seconds).toFixed(1)} | ${peakRss(output)} |`,
    );
}

async function main(args) {
  const index = args.indexOf('--events');
  const events = index >= 0 ? Number(args[index + 1]) : 1_000_000;
  const checkOnly = args.includes('--check-only');
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const documents = args.includes('--documents') ? args[args.indexOf('--documents') + 1] : 'nedb';
  if (!checkOnly)
    console.log(
      '| `npm run replay -- --all` (whole process) | events | MB of event data | seconds | events/s | MB/s | peak RSS, MiB |\n|---|---|---|---|---|---|---|',
    );
  if (only !== 'postgres')
    await replayOn('PGlite', events, path.join(ROOT, '.bench', `season-${events}`), { EVENT_STORE: 'pglite', DATABASE_URL: '' }, checkOnly);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && only !== 'pglite') {
    const database = await seasonDatabase(serverUrl, events);
    const dataDir = path.join(ROOT, '.bench', `season-${events}-pg`);
    if (database.fresh && existsSync(path.join(dataDir, 'season.json'))) throw new Error(`${dataDir} belongs to a database that is gone: remove it`);
    await replayOn(
      documents === 'pongo' ? 'PostgreSQL, Pongo documents' : 'PostgreSQL, NeDB documents',
      events,
      dataDir,
      { EVENT_STORE: 'postgres', DATABASE_URL: database.url, DOCUMENT_STORE: documents },
      checkOnly,
    );
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
