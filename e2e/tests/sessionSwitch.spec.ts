import { expect, test } from '../support/test';
import { E2E_ADMIN, newPlayer } from '../support/accounts';
import { register } from '../support/session';

test('signing in as someone else from a guarded page ends the previous session on the server too', async ({ page }) => {
  await register(page, newPlayer('Parker'));
  await expect(page).toHaveURL(/\/player\/dashboard$/);
  const playerToken = await page.evaluate(() => localStorage.getItem('playerSessionToken'));

  await page.goto('/admin');
  await expect(page.getByRole('note')).toContainText('Parker');
  await page.getByLabel('Email or Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  expect(await page.evaluate(() => localStorage.getItem('playerSessionToken'))).toBeNull();
  await expect.poll(async () => (await page.request.get('/api/players/me', { headers: { authorization: `Bearer ${playerToken}` } })).status()).toBe(401);
});
