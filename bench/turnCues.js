/**
 * `node bench/turnCues.js` (after `npm run build`): how soon a player whose room's tab is hidden is
 * called on their turn (issue 23 §4, docs/drafts.md#turn-cues), and what the cues cost the page.
 *
 * Two new players wait in a draft's room in Debian's Chromium, each tab hidden (visibilityState
 * 'hidden' and the visibilitychange event, as the e2e does). Through the API the admin starts the
 * draft and whoever is on the clock picks; each pick's figure is the time from sending that pick (or
 * the start) to the moment the next picker's hidden room says "It's your turn: pick N" and to its title's
 * first "(Your turn) ..." (both stamped in the page by MutationObservers), over TURN_CUE_DRAFTS drafts
 * of 6 picks. Then, on the player's own turn in the hidden room, its main-thread task time (DevTools'
 * TaskDuration) with every cue on and with every cue off, in 5 s windows alternately, and a CPU
 * profile of the turn with every cue on (the top functions by self time).
 */
const { chromium } = require('playwright-core');
const { scratchDir, startApp } = require('./server');
const { adminSession, call, joinedDraft, newPlayer } = require('./api');
const { BROWSER_ARGS } = require('./firstLoad');
const { quantile } = require('./stats');

const DRAFTS = Number(process.env.TURN_CUE_DRAFTS ?? 3);
const WINDOW_MS = 5_000;
const COST_PAIRS = 3;

const median = (values) => quantile(values, 0.5);
const p90 = (values) => quantile(values, 0.9);

/** Sets the page's turn cue settings (docs/drafts.md#turn-cues) and tells its store, as another tab's change would. */
async function setCues(page, off) {
  await page.evaluate((cuesOff) => {
    globalThis.localStorage.setItem('turnCues', JSON.stringify({ off: cuesOff, allowed: false }));
    globalThis.dispatchEvent(new globalThis.StorageEvent('storage', { key: 'turnCues' }));
  }, off);
}

/** In the page: the tab hidden, and the time each turn's announcement and flashed title first showed. */
function watchCues() {
  Object.defineProperty(globalThis.document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(globalThis.document, 'hidden', { configurable: true, get: () => true });
  globalThis.document.dispatchEvent(new globalThis.Event('visibilitychange'));
  const stamps = { announced: {}, titled: {} };
  globalThis.cueStamps = stamps;
  const announcement = globalThis.document.querySelector('[data-testid="turn-announcement"]');
  const pickOf = () => /pick (\d+)/.exec(announcement.textContent ?? '')?.[1];
  const look = () => {
    const pick = pickOf();
    if (!pick) return;
    stamps.announced[pick] ??= Date.now();
    if (globalThis.document.title.startsWith('(Your turn) ')) stamps.titled[pick] ??= Date.now();
  };
  new globalThis.MutationObserver(look).observe(announcement, { childList: true, characterData: true, subtree: true });
  new globalThis.MutationObserver(look).observe(globalThis.document.querySelector('title'), { childList: true, characterData: true, subtree: true });
}

async function roomPage(browser, url, draftId, player) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) globalThis.localStorage.setItem(key, value);
  }, player.storage);
  const page = await context.newPage();
  await page.goto(`${url}/player/draft/${draftId}`);
  await page.getByTestId('turn-announcement').waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(watchCues);
  return { page, context, player };
}

async function waitForStamp(page, pick) {
  const handle = await page.waitForFunction((n) => globalThis.cueStamps.announced[n] && globalThis.cueStamps.titled[n] && globalThis.cueStamps, pick, {
    timeout: 30_000,
  });
  const stamps = await handle.jsonValue();
  return { announced: stamps.announced[pick], titled: stamps.titled[pick] };
}

/** One draft of two players and 6 picks: each turn's delay from the pick (or start) sent to its cues in the hidden room. */
async function oneDraft(browser, url, adminToken) {
  const { draft, players } = await joinedDraft(url, adminToken, ['Ann', 'Ben']);
  const rooms = [];
  for (const player of players) rooms.push(await roomPage(browser, url, draft.id, player));
  const delays = { announced: [], titled: [] };
  let sentAt = Date.now();
  await call(url, `/drafts/${draft.id}/start`, { token: adminToken, method: 'POST' });
  for (let pick = 1; pick <= 6; pick += 1) {
    const room = await call(url, `/drafts/${draft.id}`, { token: adminToken });
    const picker = rooms.find((each) => each.player.id === room.draft.currentPlayerId);
    const stamp = await waitForStamp(picker.page, pick);
    delays.announced.push(stamp.announced - sentAt);
    delays.titled.push(stamp.titled - sentAt);
    if (pick === 6) break;
    const [first] = await call(url, `/drafts/${draft.id}/available-teams`, { token: picker.player.token });
    sentAt = Date.now();
    await call(url, `/drafts/${draft.id}/pick`, { token: picker.player.token, method: 'POST', body: { teamId: first.id, pickNumber: pick } });
  }
  return { draft, rooms, delays };
}

/** Main-thread task time (ms per second) of a page over WINDOW_MS, and optionally a CPU profile's top functions. */
async function pageCost(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const before = await task();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  const msPerSecond = (((await task()) - before) * 1000) / (WINDOW_MS / 1000);
  let top = [];
  let scriptMs = 0;
  if (profile) {
    const { profile: cpu } = await cdp.send('Profiler.stop');
    const self = new Map();
    const interval = (cpu.endTime - cpu.startTime) / Math.max(1, cpu.samples.length) / 1000;
    for (const node of cpu.nodes) {
      const name = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}`;
      self.set(name, (self.get(name) ?? 0) + node.hitCount * interval);
    }
    const busy = [...self.entries()].filter(([name]) => !/^\((idle|program|garbage collector)\)/.test(name));
    scriptMs = busy.reduce((sum, [, ms]) => sum + ms, 0);
    top = [...self.entries()]
      .filter(([name]) => !/^\((idle|program|garbage collector)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
  }
  await cdp.detach();
  return { msPerSecond, top, scriptMs };
}

async function turnCues() {
  const data = scratchDir('turn-cues');
  const app = await startApp({ port: 18_264, dataDir: data.dir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const adminToken = await adminSession(app.url);
    await call(app.url, '/admin/seed-teams', { token: adminToken, method: 'POST' });
    const delays = { announced: [], titled: [] };
    let last;
    for (let run = 0; run < DRAFTS; run += 1) {
      if (last) for (const room of last.rooms) await room.context.close();
      last = await oneDraft(browser, app.url, adminToken);
      delays.announced.push(...last.delays.announced);
      delays.titled.push(...last.delays.titled);
    }
    // Cost: a fresh draft; the second picker's hidden room while waiting for pick 1, then on its own turn.
    for (const room of last.rooms) await room.context.close();
    const players = [await newPlayer(app.url, 'Cy'), await newPlayer(app.url, 'Di')];
    const draft = await call(app.url, '/drafts', {
      token: adminToken,
      method: 'POST',
      body: { draftDate: '2026-03-12', turnTimeLimit: 120, showType: 'amazing_race' },
    });
    for (const player of players) await call(app.url, '/drafts/join', { token: player.token, method: 'POST', body: { joinCode: draft.joinCode } });
    const rooms = [];
    for (const player of players) rooms.push(await roomPage(browser, app.url, draft.id, player));
    await call(app.url, `/drafts/${draft.id}/start`, { token: adminToken, method: 'POST' });
    const started = await call(app.url, `/drafts/${draft.id}`, { token: adminToken });
    const first = rooms.find((room) => room.player.id === started.draft.currentPlayerId);
    const second = rooms.find((room) => room !== first);
    await waitForStamp(first.page, 1);
    const [team] = await call(app.url, `/drafts/${draft.id}/available-teams`, { token: first.player.token });
    await call(app.url, `/drafts/${draft.id}/pick`, { token: first.player.token, method: 'POST', body: { teamId: team.id, pickNumber: 1 } });
    await waitForStamp(second.page, 2);
    // On the player's own turn, hidden: every cue on, then every cue off, alternately (A/B back to back).
    const on = [];
    const off = [];
    for (let pair = 0; pair < COST_PAIRS; pair += 1) {
      await setCues(second.page, []);
      on.push((await pageCost(second.page, false)).msPerSecond);
      await setCues(second.page, ['title', 'favicon', 'notification', 'sound']);
      off.push((await pageCost(second.page, false)).msPerSecond);
    }
    await setCues(second.page, []);
    const cueing = await pageCost(second.page, true);
    return { delays, on, off, cueing };
  } finally {
    await browser.close();
    await app.stop();
    data.remove();
  }
}

function table({ delays, on, off, cueing }) {
  const row = (what, values) => `| ${what} | ${Math.round(median(values))} ms | ${Math.round(p90(values))} ms | ${values.length} |`;
  const perSecond = (values) => `${median(values).toFixed(1)} ms (windows: ${values.map((value) => value.toFixed(1)).join(', ')})`;
  return [
    '| hidden room, from the pick sent to the next picker | median | p90 | turns |',
    '|---|---:|---:|---:|',
    row('"It\'s your turn: pick N" announced', delays.announced),
    row('title flashes "(Your turn) ..."', delays.titled),
    '',
    `Each turn (ms): announced ${delays.announced.join(', ')}; titled ${delays.titled.join(', ')}`,
    '',
    `| hidden room on the player's turn, main-thread task time per second (${WINDOW_MS / 1000} s windows, alternately) | median |`,
    '|---|---:|',
    `| every cue on (title flashing, favicon dotted) | ${perSecond(on)} |`,
    `| every cue off | ${perSecond(off)} |`,
    '',
    `Profile of the turn with every cue on, over ${WINDOW_MS / 1000} s: ${cueing.scriptMs.toFixed(1)} ms of JavaScript; top self time: ${cueing.top.map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`).join('; ')}`,
  ].join('\n');
}

if (require.main === module) {
  turnCues()
    .then((result) => console.log(table(result)))
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

module.exports = { turnCues, table };
