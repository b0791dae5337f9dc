import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { chromiumLaunchOptions } from './support/browser';

const port = Number(process.env.E2E_PORT ?? 8091);
// The server's data folder, made once by the runner; its workers load this file again and inherit the variable,
// so a test reads the same folder (the outbox the server writes its mails to: support/outbox.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'rd-e2e-'));

/** The whole app, built, on a fresh data directory, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three on CI's two cores: with no service worker precaching in every new context, the cores have idle time
  // while tests wait on the server's clocks (turn limits, countdowns), and a third worker fills it (README, CI).
  workers: process.env.CI ? 3 : undefined,
  // On CI one more try: a shared 2-core machine has once left Chromium's renderer wedged mid-screenshot
  // (adminPoints' 390 px capture hung 150 s, then passed in 24 s on its own). A retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // Each test's time, for the table `npm test` prints at its end (scripts/testTimings.js).
    ...(process.env.TEST_TIMINGS_DIR ? [['json', { outputFile: path.join(process.env.TEST_TIMINGS_DIR, 'e2e.json') }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Every page as a person who asked for less motion sees it: a looping animation (the live dot's ping) kept Chromium's
    // software compositor at a third of a core per open page, and several pages open at once starved the tests.
    reducedMotion: 'reduce',
    // No service worker but where a test is about it (offline, web push, a remote's fallback and redeploy:
    // `test.use({ serviceWorkers: 'allow' })`). Installing, it precaches the whole app: about 4 s of
    // Chromium's CPU for every new context, which no other test looks at.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: `node ${path.join(__dirname, '..', 'scripts', 'start.js')}`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO: '1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  },
});
