/**
 * `node bench/firstLoad.js` (after `npm run build`): the shell's first load, in Debian's Chromium on
 * loopback (no throttling), each figure the median of FIRST_LOAD_RUNS fresh browser contexts (cold cache):
 *
 * - the JavaScript a browser fetches to show /login: its bytes as Chromium receives them (brotli) and
 *   the same files' gzip copies as the gateway sends them to a browser that asks only for gzip;
 * - Largest Contentful Paint of /login (the browser's own `largest-contentful-paint` entry);
 * - for each remote, the time from navigation to its first route's screen: a signed-in user opens the
 *   route's URL and the remote's page heading (`[data-mf-scope=<remote>] h1`) is in the document.
 */
const http = require('node:http');
const { chromium } = require('playwright-core');
const { scratchDir, startApp } = require('./server');

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5);
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEMO_PASSWORD = 'draft-demo-2026';

/** Each remote's first route and who opens it. */
const REMOTE_SCREENS = [
  { remote: 'mf_drafts', path: '/drafts', role: 'admin' },
  { remote: 'mf_admin', path: '/admin', role: 'admin' },
  { remote: 'mf_player', path: '/player/dashboard', role: 'player' },
  { remote: 'mf_minigames', path: '/player/mini-games', role: 'player' },
];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const msList = (values) => `${Math.round(median(values))} ms (runs: ${values.map((v) => Math.round(v)).join(', ')})`;

/** Body bytes of one file fetched with the given Accept-Encoding. */
function bodyBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      })
      .on('error', reject);
  });
}

/**
 * The scripts Chromium loads for /login (until the network is idle), with their raw, received and gzip
 * sizes; and the bytes of its stylesheets as received.
 */
async function loginScripts(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    const scripts = responses.filter((response) => response.request().resourceType() === 'script');
    const stylesheets = responses.filter((response) => response.request().resourceType() === 'stylesheet');
    const styleSizes = await Promise.all(stylesheets.map((response) => response.request().sizes()));
    const rows = await Promise.all(
      scripts.map(async (response) => {
        const [body, sizes, headers, gzip] = await Promise.all([
          response.body(),
          response.request().sizes(),
          response.allHeaders(),
          bodyBytes(response.url(), 'gzip'),
        ]);
        return { raw: body.length, received: sizes.responseBodySize, encoding: headers['content-encoding'] ?? 'identity', gzip };
      }),
    );
    const sum = (pick) => rows.reduce((total, row) => total + pick(row), 0);
    return {
      files: rows.length,
      raw: sum((row) => row.raw),
      received: sum((row) => row.received),
      receivedEncodings: [...new Set(rows.map((row) => row.encoding))].join(', '),
      gzip: sum((row) => row.gzip.bytes),
      gzipEncodings: [...new Set(rows.map((row) => row.gzip.encoding))].join(', '),
      stylesheets: { files: stylesheets.length, received: styleSizes.reduce((total, sizes) => total + sizes.responseBodySize, 0) },
    };
  } finally {
    await context.close();
  }
}

/** Largest Contentful Paint of /login in a fresh context, in ms from navigation start. */
async function loginLcp(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Welcome to Reality Draft' }).waitFor();
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/** A session of each role, stored the way the login page stores it (kit/src/session/sessionStorage.ts). */
async function sessions(url) {
  const accounts = await (await fetch(`${url}/api/auth/demo-accounts`)).json();
  const storage = {};
  for (const role of ['admin', 'player']) {
    const account = accounts.accounts.find((a) => a.userType === role);
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrUsername: account.emailOrUsername, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`demo ${role} login answered ${res.status}`);
    const login = await res.json();
    storage[role] =
      role === 'admin'
        ? { adminSessionToken: login.sessionToken, adminData: JSON.stringify(login.admin) }
        : { playerSessionToken: login.sessionToken, playerData: JSON.stringify(login.user) };
  }
  return storage;
}

/** Milliseconds from navigation to the remote's page heading, in a fresh (cold-cache) signed-in context. */
async function remoteFirstScreen(browser, url, screen, storage) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    await page.goto(`${url}${screen.path}`, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      (remote) => (globalThis.document.querySelector(`[data-mf-scope="${remote}"] h1`) ? performance.now() : false),
      screen.remote,
      {
        polling: 'raf',
        timeout: 30_000,
      },
    );
    return shown.jsonValue();
  } finally {
    await context.close();
  }
}

async function firstLoad() {
  const data = scratchDir('first-load');
  const app = await startApp({ port: 18_105, dataDir: data.dir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const scripts = await loginScripts(browser, app.url);
    const lcp = [];
    for (let i = 0; i < RUNS; i++) lcp.push(await loginLcp(browser, app.url));
    const storage = await sessions(app.url);
    const remotes = {};
    for (const screen of REMOTE_SCREENS) {
      remotes[screen.remote] = { path: screen.path, times: [] };
      for (let i = 0; i < RUNS; i++) remotes[screen.remote].times.push(await remoteFirstScreen(browser, app.url, screen, storage[screen.role]));
    }
    return { runs: RUNS, scripts, lcp, remotes };
  } finally {
    await browser.close();
    await app.stop();
    data.remove();
  }
}

function table(result) {
  const { scripts, lcp, remotes, runs } = result;
  const lines = [
    `| shell first load, loopback, Chromium (median of ${runs} cold loads) | |`,
    '|---|---|',
    `| /login JavaScript, ${scripts.files} files, as Chromium receives it (${scripts.receivedEncodings}) | ${kib(scripts.received)} |`,
    `| /login JavaScript, the same files gzipped (${scripts.gzipEncodings}) | ${kib(scripts.gzip)} |`,
    `| /login JavaScript, decoded | ${kib(scripts.raw)} |`,
    `| /login stylesheets, ${scripts.stylesheets.files} files, as Chromium receives them | ${kib(scripts.stylesheets.received)} |`,
    `| /login Largest Contentful Paint | ${msList(lcp)} |`,
  ];
  for (const [remote, { path, times }] of Object.entries(remotes)) lines.push(`| ${remote}: navigation to ${path} → its page heading | ${msList(times)} |`);
  return lines.join('\n');
}

module.exports = { firstLoad, table, loginScripts, BROWSER_ARGS };
if (require.main === module) {
  firstLoad()
    .then((result) => console.log(table(result)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
