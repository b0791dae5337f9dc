import { expect, test } from '../support/test';
import { forgetCached, precached } from '../support/serviceWorker';
import { capture } from '../support/screens';
import { logInAsAdmin } from '../support/session';

// About the service worker, which the config blocks in every other test.
test.use({ serviceWorkers: 'allow' });

test('a remote that is offline shows a retryable card while the rest of the app works', async ({ page, context }) => {
  await logInAsAdmin(page);
  // The remote is down and this browser holds none of it: the service worker would otherwise answer
  // from its precache. The context's route also stops the worker's own requests.
  await precached(page);
  await context.route('**/mf/admin/**', (route) => route.abort('connectionrefused'));
  await forgetCached(page, '/mf/admin/');
  await page.goto('/admin');
  const card = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
  await expect(card).toBeVisible();
  await capture(page, 'remote-unavailable');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(card).toBeVisible();
  await context.unroute('**/mf/admin/**');
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
});
