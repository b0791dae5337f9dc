/**
 * One size of the scale bench on a freshly started app (PGlite): `drafts` started drafts of 8 seats,
 * every seat holding its own push stream (raw, cheap client streams), then a paced window in which
 * every draft picks about every `thinkMs`. Measures the picks, the notices on the other seats'
 * streams, the server's memory per open stream, its CPU per pick and its peak RSS, and the bench
 * client's own CPU over the same window.
 */
const { startApp, scratchDir, cpuMs, BENCH_ADMIN: ADMIN } = require('../server');
const { createClient, mapLimit, now, sleep } = require('./client');
const { playDrafts } = require('./pickDriver');
const { noticeLatencies, pickPositions } = require('./pickPositions');
const { createRecorder } = require('./recorder');
const { openRawPush } = require('./rawPush');
const { prepareDrafts } = require('./setup');
const { heapUsed, memoryOf } = require('./serverProcess');

const OPENING = 64; // streams being opened at once
const SETTLE_MS = 3000;
const IDLE_MS = 5000; // the server's CPU with every stream open and nothing happening

/** The lowest of a few heap reads (the closest to the heap after a collection). */
async function settledHeap(metricsUrl) {
  const reads = [];
  for (let i = 0; i < 5; i += 1) {
    reads.push(await heapUsed(metricsUrl));
    await sleep(500);
  }
  const known = reads.filter((value) => value !== null);
  return known.length ? Math.min(...known) : null;
}

async function openStreams(baseUrl, drafts, recording) {
  const seats = drafts.flatMap((draft) => [...draft.tokens].map(([playerId, token]) => ({ draftId: draft.id, playerId, token })));
  await mapLimit(seats, OPENING, async (seat) => {
    seat.stream = await openRawPush(baseUrl, seat.token, [`draft:${seat.draftId}`], (position, at) =>
      recording().notices.push({ watcher: seat, position, at }),
    );
  });
  return seats;
}

/**
 * The API client, with a GET that failed to connect (an overloaded server's full accept queue) tried
 * again: the pick driver's room re-reads must not end the run. Picks are never resent.
 */
function patientClient(api, retries) {
  const call = async (method, path, options) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await api.call(method, path, options);
      } catch (error) {
        if (method !== 'GET' || error.status !== undefined || attempt >= 5) throw error;
        retries.count += 1;
        await sleep(500);
      }
    }
  };
  return { ...api, call };
}

/** One paced window: every draft picks every ~`thinkMs` until `windowMs` has passed. */
async function pacedWindow(api, app, prepared, recorder, { thinkMs, windowMs }) {
  const serverCpu = cpuMs(app.pid);
  const clientCpu = process.cpuUsage();
  const started = now();
  const retries = { count: 0 };
  await playDrafts(patientClient(api, retries), prepared.drafts, prepared.contestantIds, recorder, { thinkMs, until: now() + windowMs });
  await sleep(1000); // the window's last notices
  const { user, system } = process.cpuUsage(clientCpu);
  return {
    thinkMs,
    recorder,
    seconds: (now() - started) / 1000,
    serverCpuMs: cpuMs(app.pid) - serverCpu,
    clientCpuMs: (user + system) / 1000,
    peakRss: memoryOf(app.pid).peakRss,
    retriedReads: retries.count,
  };
}

/** `paces`: the think times of the windows played one after the other on the same app and streams. */
async function scaleRun({ drafts, port, metricsPort, paces, windowMs, cpuProfDir, log }) {
  const data = scratchDir('scale');
  const nodeArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const env = { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, EVENT_STORE: 'pglite', METRICS_PORT: String(metricsPort) };
  const app = await startApp({ port, dataDir: data.dir, readyPath: '/healthz', env, nodeArgs });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    const api = createClient(app.url);
    const prepared = await prepareDrafts(api, { admin: ADMIN, drafts, perDraft: 8, castSize: 24, draftsPerPlayer: 8 }, log);
    let recorder = createRecorder('opening', 0);

    await sleep(SETTLE_MS);
    const before = { ...memoryOf(app.pid), heap: await settledHeap(metricsUrl) };
    const seats = await openStreams(app.url, prepared.drafts, () => recorder);
    await sleep(SETTLE_MS);
    const after = { ...memoryOf(app.pid), heap: await settledHeap(metricsUrl) };
    const idleCpu = cpuMs(app.pid);
    await sleep(IDLE_MS);
    const idleCpuShare = (cpuMs(app.pid) - idleCpu) / IDLE_MS;

    const windows = [];
    for (const thinkMs of paces) {
      // A draft's first pick comes after one think (0.5-1.5 of it): a slow pace gets a window long enough for every draft to pick.
      const paceWindowMs = Math.max(windowMs, 1.5 * thinkMs);
      log(`${seats.length} push streams open; a paced window of ${paceWindowMs / 1000} s, picks every ~${thinkMs / 1000} s`);
      recorder = createRecorder(`paced every ${thinkMs} ms, ${drafts} drafts`, 0);
      windows.push(await pacedWindow(api, app, prepared, recorder, { thinkMs, windowMs: paceWindowMs }));
    }
    const broken = seats.filter((seat) => seat.stream.error).length;
    await Promise.all(seats.map((seat) => seat.stream.close()));
    await app.stop();

    const positions = await pickPositions({ dataDir: data.dir });
    const perStream = (key) => (after[key] === null || before[key] === null ? null : (after[key] - before[key]) / seats.length);
    const common = { drafts, streams: seats.length, playerAccounts: prepared.playerAccounts, idleCpuShare, broken };
    const memory = { rssPerStream: perStream('rss'), heapPerStream: perStream('heap') };
    return windows.map((window) => ({ ...common, ...memory, ...window, notices: noticeLatencies(window.recorder, positions, seats) }));
  } finally {
    await app.stop();
    data.remove();
  }
}

module.exports = { scaleRun };
