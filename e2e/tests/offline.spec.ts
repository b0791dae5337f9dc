import { expect, test, type Page } from '../support/test';
import type { Response } from '@playwright/test';
import { capture } from '../support/screens';
import { isContentHashed, precached } from '../support/serviceWorker';
import { logInAsAdmin } from '../support/session';

// About the service worker, which the config blocks in every other test.
test.use({ serviceWorkers: 'allow' });

/**
 * The app that stays cached (issue 29 §3, docs/offline.md). The first visit registers the service
 * worker after the load; it precaches the shell and every remote's current build. A repeat visit takes
 * every script and stylesheet from the worker, which asks the network for no content-hashed file (only
 * the entry files, network first); the API never passes through it. With no network, a page says
 * "You're offline" instead of the browser's error, and its Try again opens the page asked for.
 */

const offlineHeading = (page: Page) => page.getByRole('heading', { name: "You're offline", level: 1 });

test('a repeat visit runs the app from the service worker, and a page opened offline says so', async ({ page, context }) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  const urls = await precached(page);
  expect(urls).toContain('/offline.html');
  expect(urls.filter((url) => /^\/main\.(js|css)\?[0-9a-f]{8,}$/.test(url))).toHaveLength(2);
  for (const remote of ['drafts', 'admin', 'player', 'minigames']) {
    expect(urls).toEqual(expect.arrayContaining([`/mf/${remote}/mf-manifest.json`, `/mf/${remote}/remoteEntry.js`]));
  }

  // The repeat visit.
  const answers: Response[] = [];
  page.on('response', (response) => answers.push(response));
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const code = answers.filter((response) => ['script', 'stylesheet'].includes(response.request().resourceType()));
  expect(code.length).toBeGreaterThan(10);
  expect(code.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
  expect(fetchedByWorker.filter(isContentHashed)).toEqual([]);
  const api = answers.filter((response) => new URL(response.url()).pathname.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual([]);

  // No network: the page reloaded, and a page never opened before, say so.
  await context.setOffline(true);
  await page.reload();
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await capture(page, 'offline', false);
  await page.goto('/drafts');
  await expect(offlineHeading(page)).toBeVisible();

  // Back online, Try again opens the page asked for.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Team Drafts', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/drafts$/);
});
