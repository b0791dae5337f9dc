import { expect, test } from '../support/test';
import { logInAsAdmin } from '../support/session';

test('a remote that is offline shows a retryable card while the rest of the app works', async ({ page }) => {
  await logInAsAdmin(page);
  await page.route('**/mf/admin/**', (route) => route.abort('connectionrefused'));
  await page.goto('/admin');
  const card = page.getByRole('alert').filter({ hasText: 'This section is unavailable' });
  await expect(card).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(card).toBeVisible();
  await page.unroute('**/mf/admin/**');
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
});
