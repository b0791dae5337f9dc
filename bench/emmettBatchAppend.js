// The peer's side of bench/appendThroughput.js when an append carries more than one event: the same
// workload as ../shared/peers/emmett/append.mjs (N appends with an expected version over S streams,
// C at a time), each append B events, through the peer's own installed Emmett PostgreSQL store.
// Usage: PG_URL=postgres://… node bench/emmettBatchAppend.js N S C B
const { createRequire } = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { runMain } = require('./runMain');

const PEER_DIR = path.resolve(__dirname, '../../shared/peers/emmett');

async function main() {
  const entry = createRequire(path.join(PEER_DIR, 'package.json')).resolve('@event-driven-io/emmett-postgresql');
  const { getPostgreSQLEventStore } = await import(pathToFileURL(entry).href);

  const [N = 5000, S = 500, C = 16, B = 10] = process.argv.slice(2).map(Number);
  const store = getPostgreSQLEventStore(process.env.PG_URL);
  const run = Date.now().toString(36);
  const versions = new Map();
  const latencies = [];
  let next = 0;
  await store.appendToStream(`warm-${run}`, [{ type: 'Warm', data: {} }]);
  const started = performance.now();
  async function writer() {
    while (next < N) {
      const i = next++;
      const stream = `draft-${run}-${i % S}`;
      while (versions.get(stream) === 'busy') await new Promise((resolve) => setImmediate(resolve));
      const version = versions.get(stream);
      versions.set(stream, 'busy');
      const events = Array.from({ length: B }, (_, k) => ({ type: 'PickMade', data: { pickNumber: i * B + k, contestantId: `c-${i}-${k}` } }));
      const began = performance.now();
      const result = await store.appendToStream(stream, events, { expectedStreamVersion: version === undefined ? 'STREAM_DOES_NOT_EXIST' : version });
      latencies.push(performance.now() - began);
      versions.set(stream, result.nextExpectedStreamVersion);
    }
  }
  await Promise.all(Array.from({ length: C }, writer));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  console.log(`emmett-postgresql appends=${N} streams=${S} concurrency=${C} batch=${B} rate=${Math.round(N / seconds)}/s p50=${at(0.5)}ms p99=${at(0.99)}ms`);
  await store.close();
}

runMain(main);
