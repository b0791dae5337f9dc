// Cold start of a built tree: seconds to the first 200 on `/`, and the server process's peak resident
// memory (VmHWM) once `/` and `/readyz` both answer 200, on a new data folder, on a restart of it, and
// (with PG_URL or TEST_DATABASE_URL) on a PostgreSQL server, each in a fresh database.
// Usage: node bench/coldStart.js   (after `npm run build`; BENCH_ROOT=<another tree> measures that one)
const { readFileSync } = require('node:fs');
const { startApp, scratchDir } = require('./server');
const { createScratchDatabase } = require('./scratchDatabase');

const PORT = 18_101;

/** The peak resident set of a process so far, in MiB, from /proc (Linux); null elsewhere. */
function peakRssMb(pid) {
  try {
    const kib = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

async function untilReady(url) {
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    const res = await fetch(`${url}/readyz`).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('/readyz did not answer 200 within 120 s');
}

/** One start: its seconds to `/`, and its peak RSS once it is ready (not through npm: the server itself). */
async function measuredStart(options) {
  const app = await startApp({ port: PORT, ...options });
  try {
    await untilReady(app.url);
    return { seconds: app.seconds, peakRssMb: options.viaNpm ? null : peakRssMb(app.pid) };
  } finally {
    await app.stop();
  }
}

async function onPostgres(serverUrl) {
  const scratch = await createScratchDatabase(serverUrl);
  const data = scratchDir('cold-pg');
  try {
    return await measuredStart({ dataDir: data.dir, env: { DATABASE_URL: scratch.url } });
  } finally {
    data.remove();
    await scratch.drop();
  }
}

async function coldStart() {
  const data = scratchDir('cold');
  try {
    const fresh = await measuredStart({ dataDir: data.dir });
    const reopened = await measuredStart({ dataDir: data.dir });
    const viaNpm = await measuredStart({ dataDir: data.dir, viaNpm: true });
    const serverUrl = process.env.PG_URL || process.env.TEST_DATABASE_URL;
    const postgres = serverUrl ? await onPostgres(serverUrl) : undefined;
    return {
      freshDataSeconds: fresh.seconds,
      existingDataSeconds: reopened.seconds,
      npmStartSeconds: viaNpm.seconds,
      freshDataPeakRssMb: fresh.peakRssMb,
      existingDataPeakRssMb: reopened.peakRssMb,
      postgresSeconds: postgres?.seconds,
      postgresPeakRssMb: postgres?.peakRssMb,
    };
  } finally {
    data.remove();
  }
}

module.exports = { coldStart, measuredStart, peakRssMb };
if (require.main === module) coldStart().then((r) => console.log(r));
