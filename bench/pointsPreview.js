/**
 * A correction previewed as rank changes (issue 23, item 3): on a season of Big Brother drafts (every
 * pick made, a few episodes entered), POST /api/admin/points/preview with one entry (Point Totals'
 * Correct) and with a period's worth of entries (the points dialog), beside GET /api/leaderboard of
 * one draft as the admin, alternately in one sitting; then checks the preview wrote nothing (the
 * points log's newest row is the same). `node bench/pointsPreview.js` after `npm run build`.
 * Options: --drafts=40 (8 players each, all 24 contestants picked in each, so every entry touches
 * every draft), --reads=100, --profile=<dir> (the server runs with --cpu-prof into dir).
 */
const { startApp, scratchDir, BENCH_ADMIN: ADMIN } = require('./server');
const { createClient, mapLimit } = require('./draftLoad/client');
const { playDrafts } = require('./draftLoad/pickDriver');
const { createRecorder } = require('./draftLoad/recorder');
const { prepareDrafts } = require('./draftLoad/setup');
const { summarize, ms, time } = require('./stats');

const EPISODES = 5;
const PERIOD_ENTRIES = 20;
const PORT = 8263;

const option = (name, fallback) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return given === undefined ? fallback : given;
};

/** Head of Household and Veto for every contestant of the first episodes, so totals and ranks differ. */
async function enterEpisodes(api, token, contestantIds) {
  const entries = [];
  for (let episode = 1; episode <= EPISODES; episode += 1) {
    contestantIds.forEach((contestantId, i) => {
      entries.push({ contestantId, episode, pointType: 'hoh', points: (i + episode) % 5 });
      entries.push({ contestantId, episode, pointType: 'veto', points: (i * episode) % 3 });
    });
  }
  await mapLimit(entries, 8, (body) => api.call('POST', '/api/contestant-point-totals-table', { token, body }));
  return entries.length;
}

async function pointsPreviewBench({ drafts, reads, profileDir }) {
  const log = (message) => process.stderr.write(`[points preview] ${message}\n`);
  const data = scratchDir('points-preview');
  const app = await startApp({
    port: PORT,
    dataDir: data.dir,
    readyPath: '/healthz',
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, EVENT_STORE: 'pglite' },
  });
  try {
    const api = createClient(app.url);
    const prepared = await prepareDrafts(api, { admin: ADMIN, drafts, perDraft: 8, castSize: 24, draftsPerPlayer: 1 }, log);
    await playDrafts(api, prepared.drafts, prepared.contestantIds, createRecorder('setup', 0));
    const token = prepared.adminToken;
    const entered = await enterEpisodes(api, token, prepared.contestantIds);
    log(`${drafts} drafts played, ${entered} entries`);
    const ids = prepared.contestantIds;
    const one = { entries: [{ route: 'contestant', contestantId: ids[0], episode: 1, pointType: 'hoh', points: 40 }] };
    const period = {
      entries: ids
        .slice(0, PERIOD_ENTRIES)
        .map((contestantId, i) => ({ route: 'contestant', contestantId, episode: EPISODES + 1, pointType: 'veto', points: i })),
    };
    const newest = async () => (await api.call('GET', '/api/admin/points/log?limit=1', { token }))[0]?.id;
    const before = await newest();
    const firstAnswer = await api.call('POST', '/api/admin/points/preview', { token, body: one });
    const durations = { one: [], period: [], leaderboard: [] };
    for (let i = 0; i < reads; i += 1) {
      durations.one.push(await time(() => api.call('POST', '/api/admin/points/preview', { token, body: one })));
      durations.period.push(await time(() => api.call('POST', '/api/admin/points/preview', { token, body: period })));
      durations.leaderboard.push(await time(() => api.call('GET', `/api/leaderboard?draftId=${prepared.drafts[0].id}`, { token })));
    }
    return {
      drafts,
      players: drafts * 8,
      entered,
      moved: firstAnswer.changes.length,
      wroteNothing: (await newest()) === before,
      one: summarize(durations.one),
      period: summarize(durations.period),
      leaderboard: summarize(durations.leaderboard),
    };
  } finally {
    await app.stop();
    data.remove();
  }
}

function pointsPreviewTable(r) {
  return [
    `Points preview: ${r.players} players in ${r.drafts} Big Brother drafts (each contestant in every draft), ${r.entered} entries, PGlite; ` +
      `one entry moves ${r.moved} players; the log unchanged after every preview: ${r.wroteNothing ? 'yes' : 'NO'}`,
    '',
    '| points preview | p50 | p99 | samples |',
    '|---|---|---|---|',
    `| POST /api/admin/points/preview, 1 entry (Correct) | ${ms(r.one.p50)} | ${ms(r.one.p99)} | ${r.one.count} |`,
    `| POST /api/admin/points/preview, ${PERIOD_ENTRIES} entries (a period) | ${ms(r.period.p50)} | ${ms(r.period.p99)} | ${r.period.count} |`,
    `| GET /api/leaderboard?draftId= (one draft, admin), same sitting | ${ms(r.leaderboard.p50)} | ${ms(r.leaderboard.p99)} | ${r.leaderboard.count} |`,
  ].join('\n');
}

module.exports = { pointsPreviewBench, pointsPreviewTable };
if (require.main === module) {
  pointsPreviewBench({ drafts: Number(option('drafts', 40)), reads: Number(option('reads', 100)), profileDir: option('profile', undefined) })
    .then((result) => console.log(pointsPreviewTable(result)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
