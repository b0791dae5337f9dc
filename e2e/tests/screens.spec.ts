import { expect, test, type Page } from '@playwright/test';
import { newPlayer } from '../support/accounts';
import { logInAsAdmin, register } from '../support/session';

/** Captures each screen at desktop and phone width into e2e/screenshots/ for a person to look at. */
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function capture(page: Page, name: string) {
  for (const [label, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: true });
  }
}

test('screens at desktop and phone width', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await capture(page, 'login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await capture(page, 'register');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await capture(page, 'not-found');

  await logInAsAdmin(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await capture(page, 'home');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Player Management' }).click();
  await expect(page.getByRole('heading', { name: 'Player Accounts' })).toBeVisible();
  await capture(page, 'admin-players');

  await page.evaluate(() => localStorage.clear());
  await register(page, newPlayer('Avery'));
  await expect(page.getByRole('heading', { name: 'Welcome, Avery!' })).toBeVisible();
  await capture(page, 'player-dashboard');
});
