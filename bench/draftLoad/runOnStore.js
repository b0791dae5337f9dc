/**
 * One full drafts run against a freshly started app: set up through the API, open every player's push
 * stream, play every draft to its end at once, optionally measure the request load, then stop the
 * app and match notices to picks through the log.
 */
const { startApp, scratchDir, cpuMs, BENCH_ADMIN: ADMIN } = require('../server');
const { createClient, now } = require('./client');
const { playDrafts } = require('./pickDriver');
const { noticeLatencies, pickPositions } = require('./pickPositions');
const { createRecorder } = require('./recorder');
const { requestLoad } = require('./requestLoad');
const { prepareDrafts } = require('./setup');
const { createWatchers } = require('./watchers');

async function runOnStore({ port, databaseUrl, settings, withRequestLoad }) {
  const started = now();
  const log = (message) => process.stderr.write(`[drafts, ${databaseUrl ? 'postgres' : 'pglite'}, ${((now() - started) / 1000).toFixed(1)} s] ${message}\n`);
  const data = scratchDir('drafts');
  const storeEnv = databaseUrl ? { EVENT_STORE: 'postgres', DATABASE_URL: databaseUrl } : { EVENT_STORE: 'pglite' };
  const nodeArgs = settings.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.cpuProfDir}`] : [];
  const env = { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...storeEnv };
  const app = await startApp({ port, dataDir: data.dir, readyPath: '/healthz', env, nodeArgs });
  try {
    const api = createClient(app.url);
    const setupStarted = now();
    const prepared = await prepareDrafts(api, { admin: ADMIN, ...settings }, log);
    const watchers = createWatchers(api, app.url, prepared.drafts, { refetchOnly: settings.refetchOnly });
    await watchers.openStreams();
    await watchers.settled(prepared.drafts); // the room reads the others' arrivals caused (presence notices)
    const setupSeconds = (now() - setupStarted) / 1000;
    log(`drafts started, ${watchers.list.length} push streams open; playing`);

    const fast = createRecorder('as fast as possible', 0);
    watchers.record(fast);
    const fastCpu = cpuMs(app.pid);
    if (settings.phases.includes('fast')) {
      api.resetCounts();
      await playDrafts(api, prepared.drafts, prepared.contestantIds, fast);
      fast.serverCpuMs = cpuMs(app.pid) - fastCpu;
      await watchers.settled(prepared.drafts); // the last notices and refetches
      fast.requests = api.counts();
      log(`${fast.pickLatencies.length} picks made`);
    }
    const loadCpu = cpuMs(app.pid);
    const load = withRequestLoad ? await requestLoad(api, prepared, watchers, settings) : undefined;
    if (load) load.serverCpuMs = cpuMs(app.pid) - loadCpu;
    if (load) log('request load measured');
    const brokenStreams = load ? load.push.brokenStreams : await watchers.closeStreams();
    await app.stop();

    const positions = await pickPositions({ dataDir: data.dir, databaseUrl });
    const notices = (recorder) => noticeLatencies(recorder, positions, watchers.list);
    return {
      setupSeconds,
      playerAccounts: prepared.playerAccounts,
      setupRetries: prepared.retries,
      streams: watchers.list.length,
      brokenStreams,
      fast: settings.phases.includes('fast')
        ? { recorder: fast, notices: notices(fast), picksPerSecond: fast.pickLatencies.length / ((fast.lastAnsweredAt - fast.firstSentAt) / 1000) }
        : undefined,
      load: load && { ...load, pushNotices: notices(load.push.recorder) },
    };
  } finally {
    await app.stop();
    data.remove();
  }
}

module.exports = { runOnStore };
