// Writes a generated season into an event store through the EventStore port: a stream's events that
// naturally come together go in one append, streams are written several at a time.
// Usage: node bench/generateSeason.js [--events 1000000] [--seed 1] --data-dir DIR [--database-url URL]
// (after `npm run build`). The log goes to the PostgreSQL server at URL, else to PGlite in DIR/events;
// the figures the rebuilt read models must show go to DIR/season.json.
const { mkdir, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { openPgClient, openPgliteClient, SqlEventStore, withUpcasting } = require('../services/kernel/dist');
const { PGlite } = require('@electric-sql/pglite');
const { upcasters } = require('../events/dist');
const { SeasonModel } = require('./season/seasonModel');

const WEEKS = 12;
const CONCURRENCY = 8;
/** The share of the log left for the last spoiler-guard settings, which make the count exact. */
const FILL_SHARE = 0.01;

/**
 * PGlite as the kernel opens it, but without waiting for the disk after each statement: a season
 * written in a crash would be written again. The event store on top is the kernel's own.
 */
async function openPgliteForWriting(dir) {
  const db = await PGlite.create({ dataDir: dir, relaxedDurability: true });
  return {
    shared: false,
    query: async (sql, params) => ({ rows: (await db.query(sql, params)).rows }),
    exec: async (sql) => {
      await db.exec(sql);
    },
    listen: async (channel, onNotify) => db.listen(channel, onNotify),
    close: () => db.close(),
  };
}

async function openLog({ dataDir, databaseUrl, forWriting = false }) {
  const dir = dataDir && path.join(dataDir, 'events');
  const sql = databaseUrl ? await openPgClient(databaseUrl) : forWriting ? await openPgliteForWriting(dir) : await openPgliteClient(dir);
  const store = await SqlEventStore.open(sql);
  return { store, events: withUpcasting(store, upcasters) };
}

/** Appends in order per stream, up to CONCURRENCY streams at once; counts what it wrote. */
class LogWriter {
  constructor(events, onProgress) {
    this.events = events;
    this.onProgress = onProgress;
    this.versions = new Map();
    this.count = 0;
    this.appends = 0;
  }

  /** Writes appends of distinct streams (a stream named twice is written in order). */
  async write(appends) {
    const queue = [...appends];
    const busy = new Set();
    const worker = async () => {
      while (queue.length) {
        const index = queue.findIndex(([stream]) => !busy.has(stream));
        if (index < 0) return;
        const [[stream, events]] = queue.splice(index, 1);
        busy.add(stream);
        const version = this.versions.get(stream) ?? 0;
        const result = await this.events.append(stream, events, version === 0 ? 'no-stream' : version);
        busy.delete(stream);
        this.versions.set(stream, result.version);
        this.count += events.length;
        this.appends += 1;
        this.onProgress?.(this.count);
      }
    };
    while (queue.length) await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
}

/** Writes a season of `target` events; returns the figures its read models must show. */
async function generateSeason(events, { target = 1_000_000, seed = 1, onProgress } = {}) {
  const season = new SeasonModel(seed);
  const log = new LogWriter(events, onProgress);
  const budget = target * (1 - FILL_SHARE);
  for (let i = 1; i <= 10; i++) await log.write(season.admin(i));
  await log.write(['amazing_race', 'big_brother', 'survivor'].map((show) => season.castSeeded(show)));
  const players = Math.max(40, Math.round(target / 50));
  for (let i = 0; i < players; i += 500) await log.write(Array.from({ length: Math.min(500, players - i) }, (_, j) => season.player(i + j)).flat());

  const draftsPerWeek = Math.ceil(target / (WEEKS * 60));
  for (let week = 1; log.count < budget; week++) {
    season.startWeek(week);
    const played = season.drafts.filter((d) => !d.deleted);
    await writeUnits(
      log,
      budget,
      played.filter(() => season.chance(0.4)).map((draft) => () => season.miniGame(draft)),
    );
    await writeUnits(
      log,
      budget,
      Array.from({ length: draftsPerWeek }, () => () => season.draft()),
    );
    await log.write(season.castWeek());
    for (const append of season.pointsWeek(week)) await log.write([append]);
    const guards = Array.from({ length: Math.round(players * 0.05) }, () => season.spoilerGuard());
    const emails = Array.from({ length: Math.ceil(players * 0.002) }, () => season.emailChange());
    for (const append of [...guards, ...emails]) await log.write([append]);
  }
  while (log.count < target) await log.write([season.spoilerGuard()]);
  return { ...season.finish(), events: log.count, appends: log.appends };
}

/** Units (a draft, a mini-game) of a few phases each, written phase by phase a hundred units at a time, within the budget. */
async function writeUnits(log, budget, units) {
  for (let i = 0; i < units.length && log.count < budget; i += 100) {
    const phases = units.slice(i, i + 100).map((unit) => unit());
    for (let p = 0; p < Math.max(...phases.map((u) => u.length)); p++) await log.write(phases.flatMap((unit) => unit[p] ?? []));
  }
}

function argument(args, name, fallback) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
}

async function main(args) {
  const target = Number(argument(args, '--events', 1_000_000));
  const dataDir = argument(args, '--data-dir');
  const databaseUrl = argument(args, '--database-url');
  if (!dataDir) throw new Error('Usage: node bench/generateSeason.js [--events N] [--seed S] --data-dir DIR [--database-url URL]');
  await mkdir(dataDir, { recursive: true });
  const { store, events } = await openLog({ dataDir, databaseUrl, forWriting: true });
  const started = Date.now();
  let shown = 0;
  const expected = await generateSeason(events, {
    target,
    seed: Number(argument(args, '--seed', 1)),
    onProgress: (count) => {
      if (count - shown < 50_000) return;
      shown = count;
      console.error(`${count} events, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    },
  });
  await store.close();
  const seconds = (Date.now() - started) / 1000;
  console.error(`Wrote ${expected.events} events in ${expected.appends} appends in ${seconds.toFixed(1)} s`);
  await writeFile(path.join(dataDir, 'season.json'), JSON.stringify(expected));
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { generateSeason, openLog };
