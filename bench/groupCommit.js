/**
 * Group commit on PGlite, off and on side by side (issue 22): (1) event appends at concurrency 1, 16
 * and 64 on a PGlite data folder on disk (N single-event appends with an exact expected version over S
 * streams, each run in its own process and folder), and (2) the flat-out pick bench (bench/drafts.js,
 * PGlite, fast phase only) with PGLITE_GROUP_COMMIT=off and =on. Off and on alternate (off, on, on,
 * off, …) so a drift of the machine's load hits both alike; medians are reported.
 * Usage (after `npm run build`): node bench/groupCommit.js [--appends=3000] [--streams=300]
 *   [--concurrency=1,16,64] [--rounds=2] [--drafts=30] [--draft-rounds=2] [--only=appends|drafts]
 */
const { execFileSync } = require('node:child_process');
const { runAppendWriters } = require('./appendWriters');
const { scratchDir } = require('./server');
const { summarize } = require('./stats');

const SETTINGS = ['off', 'on'];

/** One side of the append workload, in this process: `node groupCommit.js --run N S C off|on`. */
async function runAppends(appends, streams, concurrency, setting) {
  const { openPgliteClient, SqlEventStore } = require('../services/kernel/dist');
  const data = scratchDir('group-commit');
  const store = await SqlEventStore.open(await openPgliteClient(data.dir), undefined, { groupCommit: setting === 'on' });
  await store.append('warm', [{ type: 'Warm', data: {} }], 'no-stream');
  const { seconds, latencies } = await runAppendWriters(store, { appends, streams, concurrency });
  await store.close();
  data.remove();
  const { p50, p99 } = summarize(latencies);
  console.log(JSON.stringify({ rate: appends / seconds, p50, p99 }));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** off, on, then on, off, …: each setting first as often as the other. */
const order = (round) => (round % 2 ? [...SETTINGS].reverse() : SETTINGS);

function appendsTable({ appends, streams, levels, rounds }) {
  const lines = [
    `| PGlite appends/s (p50 / p99), ${appends} over ${streams} streams, median of ${rounds} | group commit off | on | on / off |`,
    '|---|---|---|---|',
  ];
  for (const concurrency of levels) {
    const runs = { off: [], on: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const setting of order(round)) {
        const output = execFileSync(process.execPath, [__filename, '--run', appends, streams, concurrency, setting], { encoding: 'utf8' });
        const result = JSON.parse(output.trim().split('\n').at(-1));
        runs[setting].push(result);
        console.error(
          `appends c=${concurrency} group commit ${setting}: ${result.rate.toFixed(0)}/s p50 ${result.p50.toFixed(2)} ms p99 ${result.p99.toFixed(2)} ms`,
        );
      }
    }
    const cell = (side) =>
      `${median(side.map((r) => r.rate)).toFixed(0)} (${median(side.map((r) => r.p50)).toFixed(2)} / ${median(side.map((r) => r.p99)).toFixed(2)} ms)`;
    const ratio = median(runs.on.map((r) => r.rate)) / median(runs.off.map((r) => r.rate));
    lines.push(`| concurrency ${concurrency} | ${cell(runs.off)} | ${cell(runs.on)} | ${ratio.toFixed(2)}x |`);
  }
  return lines;
}

async function draftsTable({ drafts, rounds }) {
  const { draftsBench } = require('./drafts');
  const runs = { off: [], on: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const setting of order(round)) {
      process.env.PGLITE_GROUP_COMMIT = setting; // the app the bench starts inherits this process's environment
      const { pglite } = await draftsBench({ drafts, stores: ['pglite'], phases: ['fast'] });
      const { recorder, picksPerSecond } = pglite.fast;
      const picks = summarize(recorder.pickLatencies);
      const result = { picksPerSecond, cpuPerPick: recorder.serverCpuMs / recorder.pickLatencies.length, p50: picks.p50, p99: picks.p99 };
      runs[setting].push(result);
      console.error(
        `drafts group commit ${setting}: ${picksPerSecond.toFixed(1)} picks/s, ${result.cpuPerPick.toFixed(2)} ms CPU per pick, p50 ${picks.p50.toFixed(1)} ms p99 ${picks.p99.toFixed(1)} ms`,
      );
    }
  }
  delete process.env.PGLITE_GROUP_COMMIT;
  const cell = (side, key, digits) => median(side.map((r) => r[key])).toFixed(digits);
  const lines = [`| flat-out picks, PGlite, ${drafts} drafts × 8, median of ${rounds} | group commit off | on |`, '|---|---|---|'];
  lines.push(`| picks/s | ${cell(runs.off, 'picksPerSecond', 1)} | ${cell(runs.on, 'picksPerSecond', 1)} |`);
  lines.push(`| server CPU per pick | ${cell(runs.off, 'cpuPerPick', 2)} ms | ${cell(runs.on, 'cpuPerPick', 2)} ms |`);
  lines.push(
    `| pick latency p50 / p99 | ${cell(runs.off, 'p50', 1)} / ${cell(runs.off, 'p99', 1)} ms | ${cell(runs.on, 'p50', 1)} / ${cell(runs.on, 'p99', 1)} ms |`,
  );
  return lines;
}

async function main(args) {
  const value = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const only = value('only');
  const lines = [];
  if (only !== 'drafts') {
    const levels = value('concurrency', '1,16,64').split(',').map(Number);
    lines.push(
      ...appendsTable({ appends: Number(value('appends', 3000)), streams: Number(value('streams', 300)), levels, rounds: Number(value('rounds', 2)) }),
      '',
    );
  }
  if (only !== 'appends') lines.push(...(await draftsTable({ drafts: Number(value('drafts', 30)), rounds: Number(value('draft-rounds', 2)) })));
  console.log(lines.join('\n'));
}

if (process.argv[2] === '--run') {
  runAppends(...process.argv.slice(3, 6).map(Number), process.argv[6]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
