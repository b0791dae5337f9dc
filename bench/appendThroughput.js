// Event store throughput beside the peer (Emmett's PostgreSQL store), on one PostgreSQL server, one
// workload: N appends with an exact expected version over S streams, C at a time, each of B events.
// Usage: PG_URL=postgres://… node bench/appendThroughput.js [N=5000] [S=500] [--rounds 3] [--concurrency 64,16,1] [--batch 1,10]
// The peer needs `npm ci` in ../shared/peers/emmett once. Each run gets a fresh database; ours and the
// peer's alternate, each in its own process, so neither warms the other's caches.
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { runAppendWriters } = require('./appendWriters');
const { createScratchDatabase } = require('./scratchDatabase');

const PEER_SCRIPT = path.resolve(__dirname, '../../shared/peers/emmett/append.mjs');
/** The peer's workload with B events per append (its own script appends one). */
const PEER_BATCH_SCRIPT = path.join(__dirname, 'emmettBatchAppend.js');

/** Our side of the workload, run in this process: `node appendThroughput.js --ours N S C` with PG_URL. */
async function runOurs(appends, streams, concurrency, batch = 1) {
  const { openPgClient, SqlEventStore } = require('../services/kernel/dist');
  const store = await SqlEventStore.open(await openPgClient(process.env.PG_URL));
  const run = Date.now().toString(36);
  await store.append(`warm-${run}`, [{ type: 'Warm', data: {} }], 'no-stream');
  const { seconds, latencies } = await runAppendWriters(store, { appends, streams, concurrency, batch, prefix: `draft-${run}` });
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  console.log(
    `reality-draft appends=${appends} streams=${streams} concurrency=${concurrency} batch=${batch} rate=${Math.round(appends / seconds)}/s p50=${at(0.5)}ms p99=${at(0.99)}ms`,
  );
  await store.close();
}

function parse(line) {
  const field = (name) => Number(new RegExp(`${name}=([0-9.]+)`).exec(line)?.[1]);
  return { rate: field('rate'), p50: field('p50'), p99: field('p99') };
}

async function runOnce(serverUrl, side, args) {
  const scratch = await createScratchDatabase(serverUrl);
  try {
    const batch = Number(args[3] ?? 1);
    const peer = batch === 1 ? [PEER_SCRIPT, ...args.slice(0, 3)] : [PEER_BATCH_SCRIPT, ...args];
    const command = side === 'ours' ? [__filename, '--ours', ...args] : peer;
    const output = execFileSync(process.execPath, command, { env: { ...process.env, PG_URL: scratch.url }, encoding: 'utf8' });
    return parse(output.trim().split('\n').at(-1));
  } finally {
    await scratch.drop();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function compare() {
  const serverUrl = process.env.PG_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set PG_URL to a PostgreSQL server (default durability for published figures)');
  const positional = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const option = (name, fallback) => process.argv[process.argv.indexOf(`--${name}`) + 1] ?? fallback;
  const [appends = '5000', streams = '500'] = positional;
  const rounds = process.argv.includes('--rounds') ? Number(option('rounds')) : 3;
  const levels = (process.argv.includes('--concurrency') ? option('concurrency') : '64,16,1').split(',');
  const batches = (process.argv.includes('--batch') ? option('batch') : '1,10').split(',');
  const rows = [];
  for (const batch of batches) {
    for (const concurrency of levels) {
      const results = { ours: [], peer: [] };
      for (let round = 0; round < rounds; round += 1) {
        for (const side of ['ours', 'peer']) {
          const result = await runOnce(serverUrl, side, [appends, streams, concurrency, batch]);
          results[side].push(result);
          console.log(
            `c=${concurrency} batch=${batch} round ${round + 1} ${side === 'ours' ? 'Reality Draft' : 'Emmett'}: ${result.rate}/s p50 ${result.p50} ms p99 ${result.p99} ms`,
          );
        }
      }
      const summary = (side) => ({ rate: median(results[side].map((r) => r.rate)), p99: median(results[side].map((r) => r.p99)) });
      rows.push({ concurrency, batch, ours: summary('ours'), peer: summary('peer') });
    }
  }
  console.log(`\n| ${appends} appends over ${streams} streams, median of ${rounds} | Reality Draft | Emmett | ratio |`);
  console.log('|---|---|---|---|');
  for (const { concurrency, batch, ours, peer } of rows) {
    console.log(
      `| concurrency ${concurrency}, ${batch} event(s) per append: appends/s (p99) | ${ours.rate} (${ours.p99} ms) | ${peer.rate} (${peer.p99} ms) | ${(ours.rate / peer.rate).toFixed(2)}x |`,
    );
  }
}

if (process.argv[2] === '--ours') {
  runOurs(...process.argv.slice(3, 7).map(Number)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  compare().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
