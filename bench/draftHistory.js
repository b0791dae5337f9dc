/**
 * Draft history (issue 23, item 1): GET /api/drafts/{id}/history, the Replay's one read, beside
 * GET /api/drafts/{id}, the room, on the same finished drafts: `--drafts` Big Brother drafts of
 * `--seats` players (cast of 36) played to their end on PGlite, then each seat reads its draft's
 * history and its room, one after the other, `--reads` times (8 requests at a time): latency p50 / p99,
 * server CPU per request, answer size. Then the browser's side: the Replay's timeline built from one
 * answer (events' evolveDraft over every moment), timed in this process.
 * `node bench/draftHistory.js [--drafts=6] [--seats=12] [--reads=20] [--port=8195] [--cpu-prof=DIR]`;
 * BENCH_ROOT=<another built checkout> starts that one.
 */
const { startApp, scratchDir, cpuMs, ROOT, BENCH_ADMIN: ADMIN } = require('./server');
const { createClient, mapLimit, now } = require('./draftLoad/client');
const { prepareDrafts } = require('./draftLoad/setup');
const { summarize, ms } = require('./stats');
const { runMain } = require('./runMain');

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function playToTheEnd(api, draft, contestantIds) {
  let room = draft.room;
  while (room.draft.status === 'active') {
    const taken = new Set(room.picks.map((pick) => pick.contestantId));
    const body = { contestantId: contestantIds.find((id) => !taken.has(id)), pickNumber: room.draft.currentTurn };
    room = (await api.call('POST', `/api/drafts/${draft.id}/pick`, { token: draft.tokens.get(room.draft.currentPlayerId), body })).room;
  }
}

/** Each seat reads `path(draft)`, `reads` times, 8 at a time; the two kinds alternate round by round. */
async function readRound(api, seats, path, kind, run) {
  const cpu = cpuMs(run.pid);
  await mapLimit(seats, 8, async (seat) => {
    const started = now();
    const answer = await api.call('GET', path(seat.draft), { token: seat.token, kind });
    run.latencies.push(now() - started);
    run.bytes = JSON.stringify(answer).length;
  });
  run.cpuMs += cpuMs(run.pid) - cpu;
}

function timelineBuild(events) {
  const { evolveDraft, initialDraftState } = require(require.resolve('@reality-draft/events', { paths: [ROOT] }));
  const runs = [];
  for (let i = 0; i < 200; i += 1) {
    const started = now();
    let state = initialDraftState();
    const moments = events.map((event) => ((state = evolveDraft(state, event)), { version: event.version, state }));
    if (moments.length !== events.length) throw new Error('lost a moment');
    runs.push(now() - started);
  }
  return summarize(runs);
}

async function main() {
  const [drafts, seatsPerDraft, reads, port] = [arg('drafts', 6), arg('seats', 12), arg('reads', 20), arg('port', 8195)];
  const profile = option('cpu-prof');
  const data = scratchDir('draft-history');
  const env = { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, EVENT_STORE: 'pglite' };
  const app = await startApp({ port, dataDir: data.dir, readyPath: '/healthz', env, nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [] });
  try {
    const api = createClient(app.url);
    const prepared = await prepareDrafts(api, { admin: ADMIN, drafts, perDraft: seatsPerDraft, castSize: seatsPerDraft * 3, draftsPerPlayer: drafts });
    await mapLimit(prepared.drafts, 4, (draft) => playToTheEnd(api, draft, prepared.contestantIds));
    const seats = prepared.drafts.flatMap((draft) => draft.players.map((player) => ({ draft, token: player.token })));
    const history = { latencies: [], cpuMs: 0, bytes: 0, pid: app.pid };
    const room = { latencies: [], cpuMs: 0, bytes: 0, pid: app.pid };
    for (let round = 0; round < reads; round += 1) {
      await readRound(api, seats, (draft) => `/api/drafts/${draft.id}/history`, 'history', history);
      await readRound(api, seats, (draft) => `/api/drafts/${draft.id}`, 'room', room);
    }
    const sample = await api.call('GET', `/api/drafts/${prepared.drafts[0].id}/history`, { token: seats[0].token });
    const fold = timelineBuild(sample.events);
    const row = (name, run) => {
      const { p50, p99 } = summarize(run.latencies);
      return `| ${name} | ${run.latencies.length} | ${ms(p50)} / ${ms(p99)} | ${(run.cpuMs / run.latencies.length).toFixed(2)} ms | ${(run.bytes / 1024).toFixed(1)} KiB |`;
    };
    console.log(
      `Draft history: ${ROOT}, ${drafts} finished drafts × ${seatsPerDraft} seats (${sample.events.length} events each), ${reads} rounds; load average ${require('node:os').loadavg()[0].toFixed(1)}`,
    );
    console.log('| read | requests | p50 / p99 | server CPU per request | answer |\n|---|---|---|---|---|');
    console.log(row('GET /api/drafts/{id}/history', history));
    console.log(row('GET /api/drafts/{id} (the room)', room));
    console.log(`Replay timeline from one answer (${sample.events.length} moments, evolveDraft): p50 ${ms(fold.p50)}, p99 ${ms(fold.p99)}`);
  } finally {
    await app.stop();
    data.remove();
  }
}

runMain(main);
