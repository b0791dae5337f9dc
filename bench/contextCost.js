/**
 * `node bench/contextCost.js` (after `npm run build`): what one new browser context costs Chromium's CPU
 * as the e2e tests open them: the login page loaded in a fresh context, then the next 8 s, with the
 * service worker allowed (a real visitor: it registers once the network is quiet and precaches the whole
 * app) and blocked (the e2e default, e2e/playwright.config.ts). CPU time is read from /proc for every
 * Chromium process; each figure is the median of CONTEXT_COST_RUNS contexts.
 */
const { readFileSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const { chromium } = require('playwright-core');
const { BROWSER_ARGS } = require('./firstLoad');
const { scratchDir, startApp } = require('./server');
const { quantile } = require('./stats');
const { runMain } = require('./runMain');

const RUNS = Number(process.env.CONTEXT_COST_RUNS ?? 5);
const SETTLE_MS = 8_000;
const TICK_MS = 1000 / 100; // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s

/** User plus system CPU of every Chromium process now running, in ms. */
function chromiumCpuMs() {
  const pids = execFileSync('ps', ['-C', 'chromium', '-o', 'pid='], { encoding: 'utf8' }).trim().split(/\s+/).filter(Boolean);
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process that ended between ps and the read.
    }
  }
  return ticks * TICK_MS;
}

async function costOfContext(browser, url, serviceWorkers) {
  const before = chromiumCpuMs();
  const context = await browser.newContext({ serviceWorkers, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByRole('heading', { name: 'Welcome to Reality Draft' }).waitFor();
  await page.waitForTimeout(SETTLE_MS);
  const cost = chromiumCpuMs() - before;
  // Read before the close: a renderer that exits takes its CPU time out of the sum. Its exit is awaited so
  // that it does not fall inside the next context's reading either.
  await context.close();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return cost;
}

async function main() {
  const data = scratchDir('context-cost');
  const app = await startApp({ port: 18_131, dataDir: data.dir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    for (const serviceWorkers of ['allow', 'block']) {
      const costs = [];
      for (let run = 0; run < RUNS; run += 1) costs.push(await costOfContext(browser, app.url, serviceWorkers));
      console.log(
        `service worker ${serviceWorkers}: ${Math.round(quantile(costs, 0.5))} ms of Chromium CPU per context (runs: ${costs.map(Math.round).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
    data.remove();
  }
}

runMain(main);
