/**
 * Room reads (issue 22): GET /api/drafts/{id}, the room every seat reads, and reads every 1.5 s under
 * the spec's polling fallback. `--drafts` Big Brother drafts (cast of 24) × 8 seats on PGlite, each
 * played to `--picks` picks, then two phases:
 *   repeated: every seat reads its room `--reads` times (16 requests at a time), no pick in between,
 *             so each version is read 8 × reads times: server CPU per room GET, latency p50 / p99;
 *   polling:  every seat GETs its room every 1.5 s while one player per draft picks every ~`--think` s
 *             (±50%) for `--window` s: room GET p50 / p99, server CPU per request (GETs and picks).
 * `node bench/roomReads.js [--drafts=20] [--picks=12] [--reads=20] [--window=20] [--think=5]
 * [--port=8190] [--cpu-prof=DIR]`; BENCH_ROOT=<another built checkout> measures that one (before/after).
 */
const { startApp, scratchDir, cpuMs, ROOT, BENCH_ADMIN: ADMIN } = require('./server');
const { createClient, mapLimit, now, sleep } = require('./draftLoad/client');
const { prepareDrafts } = require('./draftLoad/setup');
const { summarize, ms } = require('./stats');
const { runMain } = require('./runMain');

const POLL_MS = 1500;
const ROOM = 'GET /api/drafts/{id}';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/** The player on the clock picks the first contestant nobody has picked yet; the answer's room is kept. */
async function pickOnce(api, draft, contestantIds) {
  const room = draft.room;
  const taken = new Set(room.picks.map((pick) => pick.contestantId));
  const body = { contestantId: contestantIds.find((id) => !taken.has(id)), pickNumber: room.draft.currentTurn };
  const token = draft.tokens.get(room.draft.currentPlayerId);
  draft.room = (await api.call('POST', `/api/drafts/${draft.id}/pick`, { token, body, kind: 'POST /api/drafts/{id}/pick' })).room;
}

const seatsOf = (drafts) => drafts.flatMap((draft) => draft.players.map((player) => ({ draft, token: player.token })));

async function timedRead(api, seat, latencies) {
  const started = now();
  await api.call('GET', `/api/drafts/${seat.draft.id}`, { token: seat.token, kind: ROOM });
  latencies.push(now() - started);
}

async function repeatedReads(api, pid, seats, reads) {
  const latencies = [];
  const cpu = cpuMs(pid);
  for (let round = 0; round < reads; round += 1) await mapLimit(seats, 16, (seat) => timedRead(api, seat, latencies));
  return { latencies, cpuMs: cpuMs(pid) - cpu, requests: latencies.length };
}

async function polling(api, pid, drafts, contestantIds, { windowMs, thinkMs }) {
  const latencies = [];
  let picks = 0;
  const until = now() + windowMs;
  const cpu = cpuMs(pid);
  const poll = async (seat) => {
    await sleep(Math.random() * POLL_MS);
    while (now() < until) {
      await timedRead(api, seat, latencies);
      await sleep(POLL_MS);
    }
  };
  const play = async (draft) => {
    for (;;) {
      await sleep(thinkMs * (0.5 + Math.random()));
      if (now() >= until || draft.room.draft.status !== 'active') return;
      await pickOnce(api, draft, contestantIds);
      picks += 1;
    }
  };
  await Promise.all([...seatsOf(drafts).map(poll), ...drafts.map(play)]);
  return { latencies, cpuMs: cpuMs(pid) - cpu, requests: latencies.length + picks, picks };
}

function row(name, run) {
  const { p50, p99 } = summarize(run.latencies);
  return `| ${name} | ${run.latencies.length} | ${ms(p50)} / ${ms(p99)} | ${(run.cpuMs / run.requests).toFixed(3)} ms |`;
}

async function main() {
  const settings = { drafts: arg('drafts', 20), perDraft: 8, castSize: 24, draftsPerPlayer: 8 };
  const [picks, reads, windowMs, thinkMs, port] = [arg('picks', 12), arg('reads', 20), arg('window', 20) * 1000, arg('think', 5) * 1000, arg('port', 8190)];
  const profile = option('cpu-prof');
  const data = scratchDir('room-reads');
  const env = { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, EVENT_STORE: 'pglite' };
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const app = await startApp({ port, dataDir: data.dir, readyPath: '/healthz', env, nodeArgs });
  try {
    const api = createClient(app.url);
    const prepared = await prepareDrafts(api, { admin: ADMIN, ...settings });
    for (let pick = 0; pick < picks; pick += 1) await mapLimit(prepared.drafts, 16, (draft) => pickOnce(api, draft, prepared.contestantIds));
    const seats = seatsOf(prepared.drafts);
    const repeated = await repeatedReads(api, app.pid, seats, reads);
    const polled = await polling(api, app.pid, prepared.drafts, prepared.contestantIds, { windowMs, thinkMs });
    console.log(
      `Room reads: ${ROOT}, ${settings.drafts} drafts × 8 seats, ${picks} picks made before; load average ${require('node:os').loadavg()[0].toFixed(1)}`,
    );
    console.log('| phase | room GETs | p50 / p99 | server CPU per request |\n|---|---|---|---|');
    console.log(row(`repeated: each seat reads its room ${reads} times, 16 at a time`, repeated));
    console.log(row(`polling every 1.5 s for ${windowMs / 1000} s, a pick every ~${thinkMs / 1000} s per draft (${polled.picks} picks)`, polled));
  } finally {
    await app.stop();
    data.remove();
  }
}

runMain(main);
