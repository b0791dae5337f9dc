/**
 * `npm run bench` (after `npm run build`): every figure the README quotes. For the PostgreSQL
 * server figures, start one first: TEST_DATABASE_URL=$(scripts/postgres-scratch.sh) npm run bench
 */
const os = require('node:os');
const { appendLatency } = require('./append');
const { bundleSizes } = require('./bundleSize');
const { coldStart } = require('./coldStart');
const { draftsBench } = require('./drafts');
const { draftTables } = require('./draftLoad/tables');
const { loginLatency } = require('./login');
const { ms } = require('./stats');
const { runMain } = require('./runMain');

const latencyRow = (name, s) => (typeof s === 'string' ? `| ${name} | ${s} | | |` : `| ${name} | ${ms(s.p50)} | ${ms(s.p99)} | ${s.count} |`);

async function main() {
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0].model}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`);
  const start = await coldStart();
  console.log('| cold start (first 200 on /) | seconds |\n|---|---|');
  console.log(`| node scripts/start.js, new data dir | ${start.freshDataSeconds.toFixed(2)} |`);
  console.log(`| node scripts/start.js, existing data dir | ${start.existingDataSeconds.toFixed(2)} |`);
  console.log(`| npm start (cached build check + start), existing data dir | ${start.npmStartSeconds.toFixed(2)} |\n`);
  const mb = (value) => (value == null ? 'n/a' : `${Math.round(value)} MB`);
  console.log('| peak RSS of the server (VmHWM, once / and /readyz answer) | MB |\n|---|---|');
  console.log(`| new PGlite data dir | ${mb(start.freshDataPeakRssMb)} |`);
  console.log(`| restart on that data dir | ${mb(start.existingDataPeakRssMb)} |`);
  console.log(`| PostgreSQL server (DATABASE_URL) | ${mb(start.postgresPeakRssMb)} |\n`);

  const login = await loginLatency();
  const appends = await appendLatency();
  console.log('| latency | p50 | p99 | samples |\n|---|---|---|---|');
  console.log(latencyRow('login (POST /api/auth/login, loopback)', login));
  console.log(latencyRow('event append, PGlite (embedded)', appends.pglite));
  console.log(latencyRow('event append, PostgreSQL server', appends.postgres));

  console.log('\n| frontend bytes, served by the gateway | raw | transferred |\n|---|---|---|');
  for (const [name, [raw, wire]] of Object.entries(await bundleSizes())) console.log(`| ${name} | ${raw} | ${wire} |`);

  console.log(`\n${draftTables(await draftsBench())}`);
}

runMain(main);
