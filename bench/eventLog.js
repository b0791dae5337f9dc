/**
 * The event log for operators (issue 23): one page of GET /api/admin/events as the gateway reads it
 * (readEventLog, upcasting store) from PGlite in this process, on a generated log of N events: the
 * whole log, one stream (readStream), a common type (the scan stops at a page of matches) and a type
 * absent from the window (the scan's bound: 10,000 events examined). Each kind is run in turn, round
 * after round, so all see the same load; the median wall and CPU ms per page are printed.
 * `node bench/eventLog.js [--events=100000] [--rounds=15]`; events, kernel and gateway built first.
 */
const { SqlEventStore, openPgliteClient, withUpcasting } = require('../services/kernel/dist/index.js');
const { upcasters } = require('../events/dist/index.js');
const { readEventLog } = require('../services/gateway/dist/eventLog/readEventLog.js');
const { runMain } = require('./runMain');

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** N events: picks and pauses over 200 drafts, one draft of 300 events among them, a DraftCreated every 2,500. */
async function generate(store, total) {
  const versions = new Map();
  const batch = 500;
  for (let done = 0; done < total; done += batch) {
    const draft = (done / batch) % 200;
    const stream = done % 100_000 < 300 * 200 && draft === 7 && (versions.get('draft-watched') ?? 0) < 300 ? 'draft-watched' : `draft-${draft}`;
    const size = stream === 'draft-watched' ? Math.min(batch, 300 - (versions.get(stream) ?? 0)) : batch;
    const events = Array.from({ length: size }, (_, i) => {
      const n = done + i;
      if (n % 2_500 === 0) return { type: 'DraftCreated', data: { n, showType: 'survivor' } };
      return n % 2 ? { type: 'PickMade', data: { n, playerId: `p${n % 8}`, itemId: `i${n % 40}` } } : { type: 'DraftPaused', data: { n } };
    });
    const version = versions.get(stream) ?? 0;
    await store.append(stream, events, version === 0 ? 'no-stream' : version);
    versions.set(stream, version + size);
  }
}

async function time(read) {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const page = await read();
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const { user, system } = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (user + system) / 1000, events: page.events.length };
}

async function main() {
  const total = Number(arg('events', 100_000));
  const rounds = Number(arg('rounds', 15));
  const raw = await SqlEventStore.open(await openPgliteClient());
  await generate(raw, total);
  const store = withUpcasting(raw, upcasters);
  const middle = (await store.readAll(0, Math.floor(total / 2))).at(-1).position;
  const kinds = {
    'whole log, a page of 50 from the middle': () => readEventLog(store, { after: middle, limit: 50 }),
    'one stream of 300 events, a page of 50': () => readEventLog(store, { stream: 'draft-watched', after: 0, limit: 50 }),
    'a common type (PickMade), a page of 50': () => readEventLog(store, { type: 'PickMade', after: middle, limit: 50 }),
    'a type absent from the window (DraftStarted): 10,000 events scanned': () => readEventLog(store, { type: 'DraftStarted', after: middle, limit: 50 }),
  };
  const results = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let round = 0; round < rounds; round += 1) for (const [kind, read] of Object.entries(kinds)) results[kind].push(await time(read));
  await raw.close();
  const rows = ['| read | events answered | wall ms (median) | CPU ms (median) |', '|---|---|---|---|'];
  for (const [kind, runs] of Object.entries(results)) {
    rows.push(`| ${kind} | ${runs[0].events} | ${median(runs.map((r) => r.wallMs)).toFixed(1)} | ${median(runs.map((r) => r.cpuMs)).toFixed(1)} |`);
  }
  console.log(`readEventLog on PGlite (in memory, this process), a log of ${total.toLocaleString('en')} events, ${rounds} rounds\n\n${rows.join('\n')}`);
}

runMain(main);
