/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's mobile performance audit (its
 * default: a mid-range phone on slow 4G, simulated) against the built app, in Debian's Chromium, of
 * three screens: /login signed out; the player dashboard, signed in as a player seated in a draft not
 * started yet; and the room of a started draft, signed in as one of its players. Each page LIGHTHOUSE_RUNS times (3), medians; then /login's
 * JavaScript as Chromium receives it (brotli) and as gzip (bench/firstLoad.js).
 *
 * Signing in: the app keeps its session in localStorage (kit/src/session/sessionStorage.ts), not in a
 * cookie. Each run gets a new Chromium profile in which the session was stored on a page that loads
 * no script (/mf-registry.json), so the audited load is still cold (empty HTTP cache); Lighthouse
 * opens that profile (--user-data-dir) and leaves its storage in place (--disable-storage-reset).
 *
 * Lighthouse is fetched by npx at a pinned version rather than installed with the workspace (it
 * brings ~200 packages); it needs Node >= 18.20 (13.x needs Node 22) and no network beyond localhost.
 */
const { execFileSync } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { scratchDir, startApp, BENCH_ADMIN: ADMIN } = require('./server');
const { createClient } = require('./draftLoad/client');
const { prepareDrafts } = require('./draftLoad/setup');
const { BROWSER_ARGS, loginScripts } = require('./firstLoad');

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_REPORTS=<dir>: keep each run's JSON report there (what took the main thread: bootup-time, long tasks).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// LIGHTHOUSE_IDENTITY=1: the browser asks for no compression (the figures before precompression).
const EXTRA = process.env.LIGHTHOUSE_IDENTITY === '1' ? [`--extra-headers=${JSON.stringify({ 'Accept-Encoding': 'identity' })}`] : [];
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync';
const PLAYER = { email: 'bench-player-1@bench.test', password: 'bench-password-2026' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A session as the login page stores it (kit/src/session/sessionStorage.ts). */
async function playerSession(api, email, password) {
  const login = await api.call('POST', '/api/auth/login', { body: { emailOrUsername: email, password } });
  return { playerSessionToken: login.sessionToken, playerData: JSON.stringify(login.user) };
}

/**
 * A started draft of two registered players (the first one's session, for its room), and a player
 * seated in a draft not started yet (for the dashboard: with a live draft it opens the room instead).
 */
async function players(url) {
  const api = createClient(url);
  const prepared = await prepareDrafts(api, { admin: ADMIN, drafts: 1, perDraft: 2, castSize: 8, draftsPerPlayer: 1 });
  const waiting = { email: 'bench-waiting@bench.test', password: PLAYER.password, firstName: 'Bench', lastName: 'Waiting' };
  await api.call('POST', '/api/players/register', { body: waiting });
  const body = { draftDate: new Date(Date.now() + 86_400_000).toISOString(), turnTimeLimit: 60, showType: 'big_brother' };
  const draft = await api.call('POST', '/api/drafts', { token: prepared.adminToken, body });
  const dashboard = await playerSession(api, waiting.email, waiting.password);
  await api.call('POST', `/api/drafts/${draft.id}/join`, { token: dashboard.playerSessionToken, body: {} });
  return { draftId: prepared.drafts[0].id, room: await playerSession(api, PLAYER.email, PLAYER.password), dashboard };
}

/** A new Chromium profile holding `storage` in the app's localStorage, and nothing in its HTTP cache. */
async function profileWith(url, storage, parent) {
  const dir = mkdtempSync(path.join(parent, 'profile-'));
  if (!storage) return dir;
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: BROWSER_ARGS, headless: true });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/mf-registry.json`);
    await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  } finally {
    await context.close();
  }
  return dir;
}

/** One Lighthouse run of `url` in the profile `profile`: score, LCP, FCP, TBT, bytes. */
function audit(url, profile, output) {
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${profile}`,
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      ...EXTRA,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl}, not ${url}`);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
    fcp: report.audits['first-contentful-paint'].numericValue / 1000,
    tbt: report.audits['total-blocking-time'].numericValue,
    kib: report.audits['total-byte-weight'].numericValue / 1024,
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

function summary(runs) {
  return {
    score: `${median(runs.map((r) => r.score))} (runs: ${runs.map((r) => r.score).join(', ')})`,
    lcp: `${median(runs.map((r) => r.lcp)).toFixed(1)} s`,
    fcp: `${median(runs.map((r) => r.fcp)).toFixed(1)} s`,
    tbt: `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
    bytes: `${median(runs.map((r) => r.kib)).toFixed(0)} KiB`,
    lcpElement: runs[0].lcpElement,
  };
}

async function lighthouse() {
  const data = scratchDir('lighthouse');
  const app = await startApp({ port: 18_104, dataDir: data.dir, env: { DEMO: '0', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  try {
    const player = await players(app.url);
    const pages = [
      { name: '/login', path: '/login', storage: null },
      { name: 'player dashboard', path: '/player/dashboard', storage: player.dashboard },
      { name: 'draft room (seated player)', path: `/player/draft/${player.draftId}`, storage: player.room },
    ];
    const results = {};
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const profile = await profileWith(app.url, page.storage, data.dir);
        try {
          const report = path.join(REPORTS ?? data.dir, `${page.name.replace(/\W+/g, '-')}-${runs.length}.json`);
          runs.push(audit(`${app.url}${page.path}`, profile, report));
        } finally {
          rmSync(profile, { recursive: true, force: true });
        }
      }
      results[page.name] = summary(runs);
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
    try {
      results.loginJs = await loginScripts(browser, app.url);
    } finally {
      await browser.close();
    }
    return { runs: RUNS, results };
  } finally {
    await app.stop();
    data.remove();
  }
}

function table({ runs, results }) {
  const { loginJs, ...pages } = results;
  const lines = [`| Lighthouse 12.8.2, mobile (median of ${runs}) | score | LCP | FCP | TBT | bytes | LCP element |`, '|---|---|---|---|---|---|---|'];
  for (const [name, r] of Object.entries(pages))
    lines.push(`| ${name} | ${r.score} | ${r.lcp} | ${r.fcp} | ${r.tbt} | ${r.bytes} | \`${r.lcpElement.slice(0, 60)}\` |`);
  lines.push(
    '',
    `| /login JavaScript (${loginJs.files} files) | |`,
    '|---|---|',
    `| as Chromium receives it (${loginJs.receivedEncodings}) | ${kib(loginJs.received)} |`,
    `| gzip (${loginJs.gzipEncodings}) | ${kib(loginJs.gzip)} |`,
    `| decoded | ${kib(loginJs.raw)} |`,
  );
  return lines.join('\n');
}

module.exports = { lighthouse, table, players };
if (require.main === module) {
  lighthouse()
    .then((result) => console.log(table(result)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
