/**
 * `node bench/chatLatency.js` (after `npm run build`): how soon a league chat message reaches the other
 * open screens (issue 34 §1, docs/chat.md#push): the p99 the issue asks under 200 ms.
 *
 * The built app (scripts/start.js, a new data dir: embedded storage, or DATABASE_URL's) runs; CHAT_BENCH_PLAYERS
 * players (default 10) join one league and each holds a push stream on its chat topic, as an open chat does.
 * They post CHAT_BENCH_MESSAGES messages (default 200) in turn, one every CHAT_BENCH_GAP_MS (default 120 ms:
 * each author stays under the 10-per-10 s limit). Each figure: from sending the POST to every other
 * member's stream telling of the chat at the message's log position (the notice a screen refetches on);
 * to one member's screen having it (the notice, then the newest page read again, as the chat panel does);
 * and the POST's own answer. CHAT_BENCH_HISTORY (default 0) messages are posted first, unmeasured, for
 * a long chat (at the authors' allowed pace: 10 members post 10 a second).
 */
const { scratchDir, startApp } = require('./server');
const { summarize, ms } = require('./stats');
const { adminSession, call, joinedDraft } = require('./api');
const { runMain } = require('./runMain');

const PLAYERS = Number(process.env.CHAT_BENCH_PLAYERS ?? 10);
const MESSAGES = Number(process.env.CHAT_BENCH_MESSAGES ?? 200);
const GAP_MS = Number(process.env.CHAT_BENCH_GAP_MS ?? 120);
const PORT = Number(process.env.CHAT_BENCH_PORT ?? 18_281);
const HISTORY = Number(process.env.CHAT_BENCH_HISTORY ?? 0);

/** A member's push stream on the chat topic: every change notice's position, with when it arrived. */
function follow(url, token, topic) {
  const heard = [];
  const waiting = new Set();
  const controller = new AbortController();
  const opened = fetch(`${url}/api/push?topics=${encodeURIComponent(topic)}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  }).then(async (res) => {
    if (res.status !== 200) throw new Error(`push answered ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ done: true }));
        if (done) return;
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop();
        for (const block of blocks) {
          const lines = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (lines.event !== 'change') continue;
          const data = JSON.parse(lines.data);
          if (!(data.topics ?? []).includes(topic)) continue;
          const at = performance.now();
          heard.push({ position: data.position, at });
          for (const waiter of [...waiting]) if (data.position >= waiter.position) waiter.resolve(at);
        }
      }
    })();
  });
  return {
    opened,
    /** When a notice at `position` or later arrived (now or within 5 s). */
    arrival(position) {
      const seen = heard.find((notice) => notice.position >= position);
      if (seen) return Promise.resolve(seen.at);
      return new Promise((resolve, reject) => {
        const waiter = { position, resolve: (at) => (clearTimeout(timer), waiting.delete(waiter), resolve(at)) };
        const timer = setTimeout(() => (waiting.delete(waiter), reject(new Error(`no notice at ${position} within 5 s`))), 5000);
        waiting.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}

async function main() {
  const data = scratchDir('chat-latency');
  const app = await startApp({ port: PORT, dataDir: data.dir });
  const reach = [];
  const shown = [];
  const answers = [];
  const streams = [];
  try {
    const { url } = app;
    const admin = await adminSession(url);
    await call(url, '/admin/seed-teams', { method: 'POST', token: admin, body: {} });
    const names = Array.from({ length: PLAYERS }, (_, i) => `Chatter${i + 1}`);
    const { draft, players } = await joinedDraft(url, admin, names);
    const topic = `chat:${draft.id}`;
    for (const player of players) streams.push(follow(url, player.token, topic));
    await Promise.all(streams.map((stream) => stream.opened));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const post = (author, text) =>
      fetch(`${url}/api/drafts/${draft.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${players[author].token}` },
        body: JSON.stringify({ text }),
      });
    // A long chat first, at the pace the authors are allowed.
    for (let n = 0; n < HISTORY; n += 1) {
      const answer = await post(n % players.length, `History ${n + 1}`);
      if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000));
    }
    // Every author's burst allowance back before the measured messages.
    if (HISTORY) await new Promise((resolve) => setTimeout(resolve, 10_500));
    for (let n = 0; n < MESSAGES; n += 1) {
      const author = n % players.length;
      const sent = performance.now();
      const res = await post(author, `Message ${n + 1} from ${names[author]}`);
      answers.push(performance.now() - sent);
      if (res.status !== 201) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
      const position = Number(res.headers.get('x-log-position'));
      const reader = (author + 1) % players.length;
      const [arrivals] = await Promise.all([
        Promise.all(streams.filter((_, i) => i !== author).map((stream) => stream.arrival(position))),
        streams[reader].arrival(position).then(async () => {
          const page = await fetch(`${url}/api/drafts/${draft.id}/messages`, { headers: { authorization: `Bearer ${players[reader].token}` } }).then((r) =>
            r.json(),
          );
          if (page.messages[0]?.text !== `Message ${n + 1} from ${names[author]}`) throw new Error(`message ${n + 1} was not on the newest page`);
          shown.push(performance.now() - sent);
        }),
      ]);
      for (const at of arrivals) reach.push(at - sent);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
  } finally {
    for (const stream of streams) stream.close();
    await app.stop();
    data.remove();
  }
  const row = (name, s) => `| ${name} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.count} |`;
  const storage = process.env.DATABASE_URL ? `PostgreSQL, ${process.env.DOCUMENT_STORE ?? 'nedb'} documents` : 'embedded storage';
  console.log(
    `| League chat (built app, ${storage}, loopback, ${PLAYERS} members, ${HISTORY} earlier messages) | p50 | p99 | max | samples |\n|---|---|---|---|---|`,
  );
  console.log(row("a message reaching every other member's push stream, from its POST sent", summarize(reach)));
  console.log(row("a message on another member's screen: the notice, then the newest page read again", summarize(shown)));
  console.log(row('the POST answered (the message stored and in the chat read model)', summarize(answers)));
}

runMain(main);
