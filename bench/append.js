const path = require('node:path');
const { openPgClient, openPgliteClient, SqlEventStore } = require('../services/kernel/dist');
const { createScratchDatabase } = require('./scratchDatabase');
const { scratchDir } = require('./server');
const { summarize, time } = require('./stats');

/** One-event appends with an exact expected version, spread over 100 streams, one at a time. */
async function measureAppends(store, appends) {
  const versions = new Map();
  const durations = [];
  for (let i = 0; i < appends; i += 1) {
    const stream = `bench-${i % 100}`;
    const expected = versions.get(stream) ?? 'no-stream';
    const event = { type: 'PickMade', data: { pickNumber: i, teamId: `team-${i % 13}`, playerId: `p-${i % 8}` } };
    durations.push(
      await time(async () => {
        const result = await store.append(stream, [event], expected);
        versions.set(stream, result.version);
      }),
    );
  }
  return summarize(durations.slice(Math.min(100, appends / 10))); // the first appends warm caches up
}

async function appendLatency({ appends = 2000 } = {}) {
  const results = {};
  const data = scratchDir('append');
  try {
    const pglite = await SqlEventStore.open(await openPgliteClient(path.join(data.dir, 'events')));
    results.pglite = await measureAppends(pglite, appends);
    await pglite.close();
  } finally {
    data.remove();
  }
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    try {
      const postgres = await SqlEventStore.open(await openPgClient(scratch.url));
      results.postgres = await measureAppends(postgres, appends);
      await postgres.close();
    } finally {
      await scratch.drop();
    }
  } else {
    results.postgres = 'skipped: set TEST_DATABASE_URL (scripts/postgres-scratch.sh prints one)';
  }
  return results;
}

module.exports = { appendLatency };
if (require.main === module) appendLatency().then((r) => console.log(r));
