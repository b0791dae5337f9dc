/**
 * `node bench/pushLatency.js` (after building the server packages): how soon Web Push's `your-turn`
 * leaves for the player a turn puts on the clock (issue 28 §2, docs/notifications.md#what-is-pushed).
 *
 * The built app (scripts/start.js, a new data dir: embedded storage, or DATABASE_URL's) runs with PUSH_ENDPOINT_HOSTS
 * naming a push service on 127.0.0.1 that this script serves. Two new players subscribe with key pairs
 * of their own; the admin starts PUSH_BENCH_DRAFTS drafts (default 3) of 6 picks, one after another,
 * and whoever is on the clock picks as soon as their push arrives. Each figure is the time from sending
 * the request that began the turn (the start, or the pick before) to the push service receiving the
 * POST whose body decrypts (RFC 8291) to that turn's `your-turn` (an upper bound of the notifier's own
 * delay: it includes the command's), and from the turn's start as its event records it (turnStartTime).
 */
const { createECDH, randomBytes } = require('node:crypto');
const { createServer } = require('node:http');
const ece = require('http_ece');
const { scratchDir, startApp } = require('./server');
const { summarize, ms } = require('./stats');
const { adminSession, call, newPlayer } = require('./api');
const { runMain } = require('./runMain');

const DRAFTS = Number(process.env.PUSH_BENCH_DRAFTS ?? 3);
const PORT = Number(process.env.PUSH_BENCH_PORT ?? 18_271);

/** The push service: every POST, decrypted with the key of the device its path names, handed to whoever waits for it. */
async function pushService() {
  const devices = new Map();
  const waiting = [];
  const arrived = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = { perf: performance.now(), wall: Date.now() };
      res.writeHead(201).end();
      const device = devices.get(req.url);
      if (!device) return;
      const payload = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString());
      arrived.push({ path: req.url, payload, at });
      for (const waiter of [...waiting]) if (waiter.fits(req.url, payload)) waiter.resolve(at);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${server.address().port}`;
  return {
    host,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${name}`;
      devices.set(path, { ecdh, auth });
      return { path, subscription: { endpoint: `http://${host}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
    },
    /** When the first push to `path` that fits arrived ({ perf, wall }), whether before this call or within 10 s. */
    arrival(path, fits) {
      const seen = arrived.find((push) => push.path === path && fits(push.payload));
      if (seen) return Promise.resolve(seen.at);
      return new Promise((resolve, reject) => {
        const waiter = {
          fits: (p, payload) => p === path && fits(payload),
          resolve: (at) => (clearTimeout(timer), waiting.splice(waiting.indexOf(waiter), 1), resolve(at)),
        };
        const timer = setTimeout(() => reject(new Error(`no push to ${path} within 10 s`)), 10_000);
        waiting.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function subscribedPlayer(url, receiver, firstName) {
  const player = await newPlayer(url, firstName);
  const device = receiver.device(player.id);
  await call(url, '/push/subscriptions', { method: 'POST', token: player.token, body: device.subscription });
  return { id: player.id, token: player.token, path: device.path };
}

async function main() {
  const receiver = await pushService();
  const data = scratchDir('push-latency');
  const app = await startApp({ port: PORT, dataDir: data.dir, env: { PUSH_ENDPOINT_HOSTS: receiver.host } });
  const fromRequest = [];
  const fromTurnStart = [];
  try {
    const { url } = app;
    const admin = await adminSession(url);
    await call(url, '/admin/seed-survivor-contestants', { method: 'POST', token: admin, body: {} });
    const cast = (await call(url, '/survivor-contestants', { token: admin })).map((member) => member.id);
    const players = [await subscribedPlayer(url, receiver, 'Ann'), await subscribedPlayer(url, receiver, 'Ben')];

    for (let n = 0; n < DRAFTS; n += 1) {
      const draft = await call(url, '/drafts', { method: 'POST', token: admin, body: { draftDate: '2026-12-02', showType: 'survivor', turnTimeLimit: 60 } });
      for (const player of players) await call(url, '/drafts/join', { method: 'POST', token: player.token, body: { joinCode: draft.joinCode } });
      let began = performance.now();
      let room = await call(url, `/drafts/${draft.id}/start`, { method: 'POST', token: admin, body: {} });
      const free = [...cast];
      for (;;) {
        const pickNumber = room.draft.currentTurn;
        const onTheClock = players.find((player) => player.id === room.draft.currentPlayerId);
        if (!onTheClock || room.draft.status !== 'active' || pickNumber === null) break;
        const at = await receiver.arrival(onTheClock.path, (p) => p.type === 'your-turn' && p.draftId === draft.id && p.pickNumber === pickNumber);
        fromRequest.push(at.perf - began);
        fromTurnStart.push(at.wall - Date.parse(room.draft.turnStartTime));
        began = performance.now();
        await call(url, `/drafts/${draft.id}/pick`, { method: 'POST', token: onTheClock.token, body: { contestantId: free.shift() } });
        room = await call(url, `/drafts/${draft.id}`, { token: onTheClock.token });
      }
    }
  } finally {
    await app.stop();
    await receiver.close();
    data.remove();
  }
  const row = (name, s) => `| ${name} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.count} |`;
  const storage = process.env.DATABASE_URL ? `PostgreSQL, ${process.env.DOCUMENT_STORE ?? 'nedb'} documents` : 'embedded storage';
  console.log(`| Web Push your-turn reaching the push service (built app, ${storage}, loopback) | p50 | p99 | max | turns |\n|---|---|---|---|---|`);
  console.log(row('from sending the request that began the turn (start or previous pick)', summarize(fromRequest)));
  console.log(row("from the turn's start as the log records it (turnStartTime)", summarize(fromTurnStart)));
}

runMain(main);
