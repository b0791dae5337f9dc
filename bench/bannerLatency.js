/**
 * `node bench/bannerLatency.js` (after building the app): how soon the banner "… you're on the clock …"
 * appears on a player's page outside the draft room (issue 28 §1: within 1 s of the pick before theirs).
 *
 * Two new players wait on their Your Mini Games page in Debian's Chromium. Through the API the admin
 * starts the draft and whoever is on the clock picks; each figure is the time from the answer of the
 * pick before (for pick 1, of the start) to the moment the next picker's page shows the banner for
 * that pick (stamped in the page by a MutationObserver on the banner's region), over BANNER_DRAFTS
 * drafts (default 3) of 6 picks. Prints p50, p90, p99 and max, after a pick and (pick 1) after the start.
 */
const os = require('node:os');
const { chromium } = require('playwright-core');
const { scratchDir, startApp } = require('./server');
const { adminSession, call, joinedDraft } = require('./api');
const { BROWSER_ARGS } = require('./firstLoad');
const { quantile } = require('./stats');

const DRAFTS = Number(process.env.BANNER_DRAFTS ?? 3);
const PICKS = 6;

/** In the page: the time the banner first showed the player on the clock for each pick. */
function watchBanner() {
  const stamps = {};
  globalThis.bannerStamps = stamps;
  const band = globalThis.document.querySelector('section[aria-label="Your drafts now"]');
  const look = () => {
    for (const row of band.querySelectorAll('[data-testid="draft-callout"][data-kind="onTheClock"]')) stamps[row.dataset.pick] ??= Date.now();
  };
  new globalThis.MutationObserver(look).observe(band, { childList: true, subtree: true, attributes: true });
  look();
}

async function miniGamesPage(browser, url, player) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, value);
  }, player.storage);
  const page = await context.newPage();
  await page.goto(`${url}/player/mini-games`);
  await page.locator('section[aria-label="Your drafts now"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
  await page.evaluate(watchBanner);
  return { page, context, player };
}

async function stampOf(page, pick) {
  const handle = await page.waitForFunction((n) => globalThis.bannerStamps[n], pick, { timeout: 30_000 });
  return handle.jsonValue();
}

/** One draft of two players and 6 picks: each turn's delay from the answer of the pick before (or the start) to the banner. */
async function oneDraft(browser, url, adminToken) {
  const { draft, players } = await joinedDraft(url, adminToken, ['Ann', 'Ben']);
  const pages = [];
  for (const player of players) pages.push(await miniGamesPage(browser, url, player));
  // The list holds the draft (pending, nothing to say yet) before it starts.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const delays = [];
  await call(url, `/drafts/${draft.id}/start`, { token: adminToken, method: 'POST' });
  let answeredAt = Date.now();
  for (let pick = 1; pick <= PICKS; pick += 1) {
    const room = await call(url, `/drafts/${draft.id}`, { token: adminToken });
    const picker = pages.find((each) => each.player.id === room.draft.currentPlayerId);
    delays.push({ pick, ms: (await stampOf(picker.page, pick)) - answeredAt });
    if (pick === PICKS) break;
    const [first] = await call(url, `/drafts/${draft.id}/available-teams`, { token: picker.player.token });
    await call(url, `/drafts/${draft.id}/pick`, { token: picker.player.token, method: 'POST', body: { teamId: first.id, pickNumber: pick } });
    answeredAt = Date.now();
  }
  for (const each of pages) await each.context.close();
  return delays;
}

async function bannerLatency() {
  const data = scratchDir('banner-latency');
  const app = await startApp({ port: 18_265, dataDir: data.dir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const adminToken = await adminSession(app.url);
    await call(app.url, '/admin/seed-teams', { token: adminToken, method: 'POST' });
    const delays = [];
    for (let run = 0; run < DRAFTS; run += 1) delays.push(...(await oneDraft(browser, app.url, adminToken)));
    const ms = (value) => `${Math.round(value)} ms`;
    const line = (values) =>
      `p50 ${ms(quantile(values, 0.5))}  p90 ${ms(quantile(values, 0.9))}  p99 ${ms(quantile(values, 0.99))}  max ${ms(Math.max(...values))} (${values.length} turns)`;
    const afterPick = delays.filter((each) => each.pick > 1).map((each) => each.ms);
    const afterStart = delays.filter((each) => each.pick === 1).map((each) => each.ms);
    console.log(`Banner on the mini-games page (${DRAFTS} drafts x ${PICKS} picks, Chromium, load ${os.loadavg()[0].toFixed(1)} at the end):`);
    console.log(`  after the pick before: ${line(afterPick)}`);
    console.log(`  pick 1, after the start: ${line(afterStart)}`);
    console.log(`  each (pick: ms): ${delays.map((each) => `${each.pick}: ${Math.round(each.ms)}`).join(', ')}`);
  } finally {
    await browser.close();
    await app.stop();
    data.remove();
  }
}

if (require.main === module) {
  bannerLatency().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { bannerLatency };
