/**
 * The season at scale: 1,000 players in 125 Big Brother drafts (8 each, every pick made), a full
 * season of entries (35 episodes x every Big Brother point type x the 24-contestant cast), then:
 * GET /api/leaderboard p50/p99 (as the admin and as players), an entry POST until every open
 * leaderboard's push stream has been told (200 streams following 'scoring'), and the time to
 * rebuild the scoring read models from the log. `node bench/scoring.js` after `npm run build`.
 * Options: --entries-parallel=8.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { BIG_BROTHER_POINT_TYPES } = require('../events/dist');
const { startApp, scratchDir, ROOT, BENCH_ADMIN: ADMIN } = require('./server');
const { createClient, mapLimit, now } = require('./draftLoad/client');
const { playDrafts } = require('./draftLoad/pickDriver');
const { openPush } = require('./draftLoad/pushStream');
const { createRecorder } = require('./draftLoad/recorder');
const { prepareDrafts } = require('./draftLoad/setup');
const { summarize, ms } = require('./stats');

const SETTINGS = { drafts: 125, perDraft: 8, castSize: 24, draftsPerPlayer: 1 };
const EPISODES = 35;
const READS = 400;
const TOLD_ENTRIES = 100;
const STREAMS = 200;
const PORT = 8172;
const SCORING_READ_MODELS = ['scoring.casts', 'scoring.drafts', 'scoring.people', 'scoring.points', 'scoring.log', 'scoring.spoilers'];

async function timed(fn) {
  const started = now();
  await fn();
  return now() - started;
}

/** Every Big Brother point type of every episode for every contestant, 8 requests at a time. */
async function enterSeason(api, adminToken, contestantIds, parallel) {
  const entries = [];
  for (let episode = 1; episode <= EPISODES; episode += 1) {
    for (const pointType of BIG_BROTHER_POINT_TYPES) {
      contestantIds.forEach((contestantId, i) => entries.push({ contestantId, episode, pointType, points: ((i + episode) % 4) - 1 }));
    }
  }
  const started = now();
  await mapLimit(entries, parallel, (body) => api.call('POST', '/api/contestant-point-totals-table', { token: adminToken, body }));
  return { count: entries.length, seconds: (now() - started) / 1000 };
}

async function leaderboardReads(api, tokens, query) {
  const durations = [];
  for (let i = 0; i < READS; i += 1) {
    const token = tokens[i % tokens.length];
    durations.push(await timed(() => api.call('GET', `/api/leaderboard${query}`, { token })));
  }
  return summarize(durations);
}

/** Entries one at a time; for each, the time until all `STREAMS` streams have heard a 'scoring' notice. */
async function entriesUntilTold(app, api, adminToken, players, contestantIds) {
  let waiting = null;
  const streams = await mapLimit(players.slice(0, STREAMS), 16, (player) =>
    openPush(app.url, player.token, ['scoring'], (notice) => {
      if (waiting && notice.topics.includes('scoring')) waiting.heard(player.id);
    }),
  );
  const post = [];
  const told = [];
  for (let i = 0; i < TOLD_ENTRIES; i += 1) {
    const pending = new Set(players.slice(0, STREAMS).map((player) => player.id));
    const sentAt = now();
    const allTold = new Promise((resolve) => {
      waiting = { heard: (id) => pending.delete(id) && pending.size === 0 && resolve(now()) };
    });
    const body = { contestantId: contestantIds[i % contestantIds.length], episode: 1 + (i % EPISODES), pointType: 'general', points: 10 + (i % 90) };
    await api.call('POST', '/api/contestant-point-totals-table', { token: adminToken, body });
    post.push(now() - sentAt);
    told.push((await allTold) - sentAt);
  }
  waiting = null;
  await Promise.all(streams.map((stream) => stream.close()));
  return { post: summarize(post), told: summarize(told) };
}

function rebuild(dataDir) {
  const started = now();
  const run = spawnSync(process.execPath, [path.join(ROOT, 'services/gateway/dist/replay.js'), ...SCORING_READ_MODELS], {
    env: { ...process.env, DATA_DIR: dataDir, EVENT_STORE: 'pglite', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`replay failed: ${run.stderr}`);
  return { processSeconds: (now() - started) / 1000, report: run.stdout.trim() };
}

async function scoringBench({ entriesParallel = 8 } = {}) {
  const started = now();
  const log = (message) => process.stderr.write(`[scoring, ${((now() - started) / 1000).toFixed(1)} s] ${message}\n`);
  const data = scratchDir('scoring');
  const app = await startApp({
    port: PORT,
    dataDir: data.dir,
    readyPath: '/healthz',
    env: { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, EVENT_STORE: 'pglite' },
  });
  try {
    const api = createClient(app.url);
    const prepared = await prepareDrafts(api, { admin: ADMIN, ...SETTINGS }, log);
    await playDrafts(api, prepared.drafts, prepared.contestantIds, createRecorder('setup', 0));
    log(`${SETTINGS.drafts} drafts played to the end`);
    const season = await enterSeason(api, prepared.adminToken, prepared.contestantIds, entriesParallel);
    log(`${season.count} entries in ${season.seconds.toFixed(1)} s`);
    const players = prepared.drafts.flatMap((draft) => draft.players);
    const result = {
      players: players.length,
      drafts: SETTINGS.drafts,
      entries: season.count,
      entrySeconds: season.seconds,
      leaderboardAdmin: await leaderboardReads(api, [prepared.adminToken], ''),
      leaderboardPlayers: await leaderboardReads(
        api,
        players.map((player) => player.token),
        '',
      ),
      leaderboardShow: await leaderboardReads(
        api,
        players.map((player) => player.token),
        '?showType=big_brother',
      ),
    };
    log('leaderboard reads measured');
    Object.assign(result, await entriesUntilTold(app, api, prepared.adminToken, players, prepared.contestantIds));
    log('entries until told measured');
    await app.stop();
    result.rebuild = rebuild(data.dir);
    return result;
  } finally {
    await app.stop();
    data.remove();
  }
}

function scoringTable(r) {
  return [
    `Scoring: ${r.players.toLocaleString('en')} players in ${r.drafts} drafts, ${r.entries.toLocaleString('en')} entries (entered in ${r.entrySeconds.toFixed(1)} s), PGlite`,
    '',
    '| scoring | p50 | p99 | samples |',
    '|---|---|---|---|',
    `| GET /api/leaderboard, as the admin | ${ms(r.leaderboardAdmin.p50)} | ${ms(r.leaderboardAdmin.p99)} | ${r.leaderboardAdmin.count} |`,
    `| GET /api/leaderboard, as players (each their own view) | ${ms(r.leaderboardPlayers.p50)} | ${ms(r.leaderboardPlayers.p99)} | ${r.leaderboardPlayers.count} |`,
    `| GET /api/leaderboard?showType=big_brother, as players | ${ms(r.leaderboardShow.p50)} | ${ms(r.leaderboardShow.p99)} | ${r.leaderboardShow.count} |`,
    `| entry POST, answered | ${ms(r.post.p50)} | ${ms(r.post.p99)} | ${r.post.count} |`,
    `| entry POST sent -> all ${STREAMS} open leaderboards told | ${ms(r.told.p50)} | ${ms(r.told.p99)} | ${r.told.count} |`,
    '',
    `Rebuilding the scoring read models: ${r.rebuild.report} (the replay process, start-up included: ${r.rebuild.processSeconds.toFixed(1)} s)`,
  ].join('\n');
}

module.exports = { scoringBench, scoringTable };
if (require.main === module) {
  const parallel = process.argv.find((arg) => arg.startsWith('--entries-parallel='))?.split('=')[1];
  scoringBench({ entriesParallel: parallel ? Number(parallel) : 8 })
    .then((result) => console.log(scoringTable(result)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
