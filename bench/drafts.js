/**
 * 100 concurrent drafts of 8 players each, driven through the public API: pick latency, push latency
 * (pick -> change notice on the other players' streams, and the pick shown in their rooms), sustained picks
 * per second, and the request load of push against the spec's polling. `node bench/drafts.js` alone,
 * or as part of `npm run bench`. PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 * Options: --distinct-players (800 accounts, one seat each, instead of 100 accounts in 8 drafts each),
 * --window=30 and --poll-window=15 (seconds of the push and polling request-load windows), --think=5
 * (seconds between a draft's picks in those windows). To iterate faster: --drafts=20 (fewer drafts),
 * --only=fast|paced|fast,paced (phases; polling is measured with paced unless --no-polling),
 * --store=pglite|postgres (one store only), --cpu-prof=DIR (the server runs under node --cpu-prof,
 * its profile written to DIR when it stops), --refetch-only (the rooms ignore the change a notice
 * carries and read the room on every notice, as browsers did before: the other side of an A/B pair).
 */
const { createScratchDatabase } = require('./scratchDatabase');
const { runOnStore } = require('./draftLoad/runOnStore');
const { draftTables } = require('./draftLoad/tables');

const DEFAULTS = {
  drafts: 100,
  perDraft: 8,
  castSize: 24,
  draftsPerPlayer: 8,
  windowMs: 30_000,
  pollWindowMs: 15_000,
  thinkMs: 5_000,
  phases: ['fast', 'paced'],
  polling: true,
};
const PORTS = { pglite: 8170, postgres: 8171 };

async function draftsBench(options = {}) {
  const settings = { ...DEFAULTS, ...options };
  const results = { settings };
  // The request-load windows read NeDB documents only: they are measured once, on the embedded store.
  const stores = settings.stores ?? ['pglite', 'postgres'];
  if (stores.includes('pglite')) results.pglite = await runOnStore({ port: PORTS.pglite, settings, withRequestLoad: settings.phases.includes('paced') });
  else results.pglite = 'skipped (--store)';
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!stores.includes('postgres')) {
    results.postgres = 'skipped (--store)';
  } else if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    try {
      const phases = settings.phases.filter((phase) => phase !== 'paced');
      results.postgres = await runOnStore({ port: PORTS.postgres, databaseUrl: scratch.url, settings: { ...settings, phases }, withRequestLoad: false });
    } finally {
      await scratch.drop();
    }
  } else {
    results.postgres = 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (scripts/postgres-scratch.sh prints one)';
  }
  return results;
}

function optionsFromArgs(args) {
  const value = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const options = {};
  if (args.includes('--distinct-players')) options.draftsPerPlayer = 1;
  if (value('window')) options.windowMs = Number(value('window')) * 1000;
  if (value('poll-window')) options.pollWindowMs = Number(value('poll-window')) * 1000;
  if (value('think')) options.thinkMs = Number(value('think')) * 1000;
  if (value('drafts')) options.drafts = Number(value('drafts'));
  if (value('only')) options.phases = value('only').split(',');
  if (value('store')) options.stores = value('store').split(',');
  if (value('cpu-prof')) options.cpuProfDir = value('cpu-prof');
  if (args.includes('--no-polling')) options.polling = false;
  if (args.includes('--refetch-only')) options.refetchOnly = true;
  return options;
}

module.exports = { draftsBench };
if (require.main === module) {
  draftsBench(optionsFromArgs(process.argv.slice(2)))
    .then((results) => console.log(draftTables(results)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
