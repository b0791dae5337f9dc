/**
 * `npm run bench:phone` (after `npm run build`): the app as a player on a phone feels it (issue 29).
 * Debian's Chromium with the phone profile: CPU slowed 4x (Emulation.setCPUThrottlingRate), 150 ms
 * round trip, 1.6 Mbps down, 750 kbps up (Network.emulateNetworkConditions, on the page and on
 * the app's service worker: its precache and network-first fetches share the phone's link), a
 * 390 x 844 touch screen; a new browser context for each run, PHONE_RUNS runs (5), medians:
 *
 * - the room of a live draft, cold: the player's turn state ('Current Turn': "It's your turn to
 *   pick!" or "Waiting for ...") and the board of what is left to pick (its Pick buttons) on screen;
 * - the player dashboard, cold: the greeting, the player's drafts, and no card on the page still
 *   loading (a player seated in a draft not started yet: a live one would open its room);
 * - when the room's first API request leaves (its GET /api/drafts/{id}; and the first /api request of
 *   any kind), from the start of the navigation;
 * - the same two screens on a repeat visit: a second page in the same context, once the service
 *   worker (if any) is ready and its cache has stopped growing;
 * - the room's JavaScript on the wire: every script the cold room load fetched (until the network
 *   is quiet), bytes received with their headers, and how many files.
 *
 * "On screen" is the first animation frame after the page's DOM first meets the condition (a
 * MutationObserver in the page, so the measuring does not poll the slowed CPU).
 *
 * PHONE_BEFORE=<git rev> measures that revision too, in the same run: a git worktree of it in the
 * temp folder (kept for the next run: rd-phone-<sha>), built with this tree's node_modules
 * linked in (npm ci when that build fails), started beside this tree's app on its own port and data
 * folder; each run measures before, then now, and the table gives both and their ratio.
 * PHONE_AFTER=<git rev> measures that revision as "now" (built the same way): what is committed,
 * whatever the work tree holds or rebuilds meanwhile.
 */
const { execFileSync } = require('node:child_process');
const { existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { ROOT, scratchDir, startApp, BENCH_ADMIN: ADMIN } = require('./server');
const { BROWSER_ARGS } = require('./firstLoad');
const { players } = require('./lighthouse');
const { quantile } = require('./stats');

const RUNS = Number(process.env.PHONE_RUNS ?? 5);
const BEFORE = process.env.PHONE_BEFORE;
// PHONE_AFTER=<git rev>: "now" is that revision, built the same way, rather than this work tree's build.
const AFTER = process.env.PHONE_AFTER;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const SCREEN_TIMEOUT_MS = 60_000;

/** In the page, from its first script on: `__phoneShown` is set at the first frame after `check` holds. */
function watchScreen(check) {
  const doc = globalThis.document;
  const holds = {
    room: () => {
      const turn = doc.querySelector('[aria-label="Current Turn"]');
      return !!turn && /your turn to pick|Waiting for|Paused/.test(turn.textContent ?? '') && !!doc.querySelector('button[aria-label^="Pick "]');
    },
    dashboard: () =>
      /^Welcome, /.test(doc.querySelector('h1')?.textContent ?? '') &&
      !!doc.querySelector('ul[aria-label="Your drafts"] li') &&
      ![...doc.querySelectorAll('[role="status"]')].some((status) => /^Loading/.test(status.textContent ?? '')),
  }[check];
  const seen = () => {
    if (globalThis.__phoneSeen || !doc.body || !holds()) return;
    globalThis.__phoneSeen = true;
    observer.disconnect();
    globalThis.requestAnimationFrame(() => (globalThis.__phoneShown = performance.now()));
  };
  const observer = new globalThis.MutationObserver(seen);
  observer.observe(doc, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'disabled'] });
}

/** The phone's CPU and network on one page, before it navigates. */
async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return cdp;
}

/**
 * The service worker's own fetches (its precache, its network-first answers) are not the page's:
 * each worker of the apps gets the same network profile through the browser's target as soon as
 * Chromium creates it. Returns the origins whose workers were slowed down.
 */
async function slowDownServiceWorkers(browserSession) {
  const slowed = new Set();
  let id = 0;
  browserSession.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    void (async () => {
      const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      for (const [method, params] of [
        ['Network.enable', {}],
        ['Network.emulateNetworkConditions', NETWORK],
      ])
        await browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
      slowed.add(new URL(targetInfo.url).origin);
    })().catch((error) => console.error(`service worker ${targetInfo.url} not slowed down: ${error.message}`));
  });
  await browserSession.send('Target.setDiscoverTargets', { discover: true });
  return slowed;
}

/** A header of a CDP response, whatever the case of its name. */
const headerValue = (headers, name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/** Every request the page sends (CDP timestamps, seconds) and the scripts it receives, with their bytes. */
function recordNetwork(cdp) {
  const requests = [];
  const scripts = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => requests.push({ requestId, url: request.url, timestamp, type }));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        encoding: headerValue(response.headers, 'content-encoding') ?? 'identity',
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  return { requests, scripts };
}

/** Until no request has been sent for `quietMs` (at most `maxMs`). */
async function networkQuiet(network, quietMs = 1000, maxMs = 8000) {
  const started = Date.now();
  let seen = -1;
  let since = Date.now();
  while (Date.now() - started < maxMs) {
    if (network.requests.length !== seen) [seen, since] = [network.requests.length, Date.now()];
    else if (Date.now() - since >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Once the page's service worker (if it registers one) is ready and its caches have stopped growing. */
async function serviceWorkerSettled(page) {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker) return 0;
    const ready = await Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
    if (!ready) return 0;
    const cached = async () => {
      let entries = 0;
      for (const name of await globalThis.caches.keys()) entries += (await (await globalThis.caches.open(name)).keys()).length;
      return entries;
    };
    let last = -1;
    for (let waited = 0; waited < 60_000; waited += 1500) {
      const now = await cached();
      if (now === last) return now;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    return last;
  });
}

/**
 * One visit of `url` in `context`: ms to the screen; the first API requests; the scripts fetched (with
 * `settle`, those until the network is quiet).
 */
async function visit(context, url, check, roomPath, { settle }) {
  const page = await context.newPage();
  try {
    const cdp = await slowDown(context, page);
    const network = recordNetwork(cdp);
    await page.addInitScript(watchScreen, check);
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(() => globalThis.__phoneShown, undefined, { polling: 250, timeout: SCREEN_TIMEOUT_MS });
    const ms = await shown.jsonValue();
    if (settle) await networkQuiet(network);
    const navigation = network.requests.find((request) => request.type === 'Document');
    const sentAt = (match) => {
      const first = network.requests.find((request) => match(new URL(request.url).pathname));
      return first && navigation ? (first.timestamp - navigation.timestamp) * 1000 : null;
    };
    const scripts = [...network.scripts.values()];
    return {
      ms,
      firstApi: sentAt((pathname) => pathname.startsWith('/api/')),
      roomRead: roomPath ? sentAt((pathname) => pathname === roomPath) : null,
      js: {
        files: scripts.length,
        bytes: scripts.reduce((total, script) => total + (script.bytes ?? 0), 0),
        encodings: [...new Set(scripts.map((script) => script.encoding))].join(', '),
      },
      page,
    };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** A cold visit then a repeat visit of one screen, in a new context with `storage` signed in. */
async function coldAndRepeat(browser, slowedWorkers, app, screen) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, value);
    }, screen.storage);
    const cold = await visit(context, `${app.url}${screen.path}`, screen.check, screen.roomPath, { settle: true });
    await serviceWorkerSettled(cold.page);
    await cold.page.close();
    const throttledWorkers = slowedWorkers.has(new URL(app.url).origin);
    const repeat = await visit(context, `${app.url}${screen.path}`, screen.check, screen.roomPath, { settle: false });
    await repeat.page.close();
    return { cold, repeat, throttledWorkers };
  } finally {
    await context.close();
  }
}

/** The revision `rev` checked out and built in the temp folder (once; kept for the next run). */
function builtRevision(rev) {
  const sha = execFileSync('git', ['rev-parse', `${rev}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(tmpdir(), `rd-phone-${sha.slice(0, 10)}`);
  const stamp = path.join(dir, '.phone-built');
  if (existsSync(stamp)) return dir;
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: ROOT, stdio: 'inherit' });
  const build = () => execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
  try {
    linkNodeModules(dir);
    build();
  } catch (error) {
    console.error(`building ${rev} with this tree's node_modules failed (${error.message}); npm ci there instead`);
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    build();
  }
  writeFileSync(stamp, `${sha}\n`);
  return dir;
}

/**
 * `dir`'s node_modules as links into this tree's, except the workspace packages (their links are
 * relative, so copied they point at `dir`'s own packages), and each workspace's own node_modules.
 */
function linkNodeModules(dir) {
  const modules = path.join(ROOT, 'node_modules');
  const target = path.join(dir, 'node_modules');
  if (existsSync(target)) return;
  mkdirSync(path.join(target, '@reality-draft'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@reality-draft') symlinkSync(path.join(modules, entry), path.join(target, entry));
  }
  for (const pkg of readdirSync(path.join(modules, '@reality-draft'))) {
    const link = readlinkSync(path.join(modules, '@reality-draft', pkg));
    symlinkSync(link, path.join(target, '@reality-draft', pkg));
    // A workspace's own node_modules (services/kernel's), entry by entry: .federation is the build's own.
    const own = path.join(modules, '@reality-draft', link, 'node_modules');
    const ownInDir = path.join(target, '@reality-draft', link, 'node_modules');
    if (!existsSync(own) || !existsSync(path.dirname(ownInDir))) continue;
    mkdirSync(ownInDir, { recursive: true });
    for (const entry of readdirSync(own)) if (entry !== '.federation') symlinkSync(path.join(own, entry), path.join(ownInDir, entry));
  }
}

const median = (values) => quantile(values, 0.5);

async function phone() {
  const trees = [...(BEFORE ? [{ name: 'before', root: builtRevision(BEFORE) }] : []), { name: 'now', root: AFTER ? builtRevision(AFTER) : ROOT }];
  const apps = [];
  try {
    for (const [i, tree] of trees.entries()) {
      const data = scratchDir(`phone-${tree.name}`);
      const env = { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
      const app = await startApp({ port: 18_120 + i, dataDir: data.dir, env, root: tree.root });
      apps.push({ ...tree, app, data, player: await players(app.url), runs: [] });
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    const slowedWorkers = await slowDownServiceWorkers(await browser.newBrowserCDPSession());
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const tree of apps) {
          const { app, player } = tree;
          const roomPath = `/api/drafts/${player.draftId}`;
          const room = await coldAndRepeat(browser, slowedWorkers, app, {
            path: `/player/draft/${player.draftId}`,
            check: 'room',
            storage: player.room,
            roomPath,
          });
          const dashboard = await coldAndRepeat(browser, slowedWorkers, app, { path: '/player/dashboard', check: 'dashboard', storage: player.dashboard });
          tree.runs.push({ room, dashboard });
          console.error(
            `run ${run + 1}/${RUNS} ${tree.name}: room ${Math.round(room.cold.ms)} ms (repeat ${Math.round(room.repeat.ms)}), dashboard ${Math.round(dashboard.cold.ms)} ms (repeat ${Math.round(dashboard.repeat.ms)}), room read sent at ${Math.round(room.cold.roomRead)} ms (first /api at ${Math.round(room.cold.firstApi)} ms), room JavaScript ${Math.round(room.cold.js.bytes / 1024)} KiB in ${room.cold.js.files} files`,
          );
        }
      }
    } finally {
      await browser.close();
    }
    return { runs: RUNS, trees: apps.map(({ name, root, runs }) => ({ name, root, figures: figures(runs) })) };
  } finally {
    for (const { app, data } of apps) {
      await app.stop();
      data.remove();
    }
  }
}

/** The medians of one tree's runs. */
function figures(runs) {
  const pick = (get) => runs.map(get).filter((value) => value !== null && value !== undefined);
  const js = runs.map((run) => run.room.cold.js);
  return {
    room: median(pick((run) => run.room.cold.ms)),
    dashboard: median(pick((run) => run.dashboard.cold.ms)),
    roomRead: median(pick((run) => run.room.cold.roomRead)),
    firstApi: median(pick((run) => run.room.cold.firstApi)),
    roomRepeat: median(pick((run) => run.room.repeat.ms)),
    dashboardRepeat: median(pick((run) => run.dashboard.repeat.ms)),
    jsBytes: median(js.map((one) => one.bytes)),
    jsFiles: median(js.map((one) => one.files)),
    jsEncodings: [...new Set(js.map((one) => one.encodings))].join('; '),
    serviceWorkerThrottled: runs.every((run) => run.room.throttledWorkers && run.dashboard.throttledWorkers),
    spread: {
      room: pick((run) => run.room.cold.ms),
      dashboard: pick((run) => run.dashboard.cold.ms),
    },
  };
}

const seconds = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const ROWS = [
  { label: "live draft room, cold: board and the player's turn state visible", value: (f) => seconds(f.room), ratio: (f) => f.room, aim: '<= 3.0 s' },
  { label: 'player dashboard, cold: greeting and cards with data', value: (f) => seconds(f.dashboard), ratio: (f) => f.dashboard, aim: '<= 3.0 s' },
  { label: "the room's first API request (GET /api/drafts/{id}) leaves after", value: (f) => seconds(f.roomRead), ratio: (f) => f.roomRead, aim: '<= 1.0 s' },
  { label: 'the first /api request of any kind, on the room, leaves after', value: (f) => seconds(f.firstApi), ratio: (f) => f.firstApi, aim: '' },
  { label: 'live draft room, repeat visit', value: (f) => seconds(f.roomRepeat), ratio: (f) => f.roomRepeat, aim: '<= 1.2 s' },
  { label: 'player dashboard, repeat visit', value: (f) => seconds(f.dashboardRepeat), ratio: (f) => f.dashboardRepeat, aim: '<= 1.2 s' },
  {
    label: "the room's JavaScript on the wire (with headers)",
    value: (f) => `${kib(f.jsBytes)}, ${f.jsFiles} files (${f.jsEncodings})`,
    ratio: (f) => f.jsBytes,
    aim: '<= 200 KiB',
  },
];

function table({ runs, trees }) {
  const names = trees.map((tree) => tree.name);
  const header = `| phone profile: CPU ${CPU_SLOWDOWN}x slower, 150 ms RTT, 1.6 / 0.75 Mbps (median of ${runs}) | ${names.join(' | ')} |${trees.length > 1 ? ' now / before |' : ''} aim |`;
  const lines = [header, `|---|${names.map(() => '---|').join('')}${trees.length > 1 ? '---|' : ''}---|`];
  for (const row of ROWS) {
    const ratio = trees.length > 1 ? ` ${(row.ratio(trees[1].figures) / row.ratio(trees[0].figures)).toFixed(2)} |` : '';
    lines.push(`| ${row.label} | ${trees.map((tree) => row.value(tree.figures)).join(' | ')} |${ratio} ${row.aim} |`);
  }
  lines.push('');
  for (const tree of trees) {
    const { spread, serviceWorkerThrottled } = tree.figures;
    lines.push(
      `${tree.name} (${tree.root}): cold room runs ${spread.room.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; cold dashboard runs ${spread.dashboard.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; its service worker slowed down like the page: ${serviceWorkerThrottled ? 'yes' : 'no (no worker registered, or not attachable)'}`,
    );
  }
  return lines.join('\n');
}

module.exports = { phone, table };
if (require.main === module) {
  phone()
    .then((result) => console.log(table(result)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
