import { expect, test } from '../support/test';
import { newPlayer } from '../support/accounts';
import { logInAsAdmin, loginScreen, register } from '../support/session';

test.describe('route guards', () => {
  test('a visitor who is not signed in sees the login screen on protected pages, at the same URL', async ({ page }) => {
    for (const path of ['/home', '/drafts', '/admin', '/draft/abc', '/player/dashboard', '/player/draft/abc', '/mini-game-leaderboard']) {
      await page.goto(path);
      await expect(loginScreen(page)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('a player sees the login screen on admin pages, and is sent to the dashboard from /login', async ({ page }) => {
    await register(page, newPlayer('Morgan'));
    await expect(page).toHaveURL(/\/player\/dashboard$/);
    for (const path of ['/admin', '/home', '/drafts']) {
      await page.goto(path);
      await expect(loginScreen(page)).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Morgan');
    }
    await page.goto('/login');
    await expect(page).toHaveURL(/\/player\/dashboard$/);
    await page.goto('/mini-game-leaderboard');
    await expect(page.getByRole('heading', { name: 'Mini-Game Leaderboard', level: 1 })).toBeVisible();
  });

  test('an admin sees the login screen on player pages, and is sent to /admin from /login', async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/player/dashboard');
    await expect(loginScreen(page)).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(loginScreen(page)).toBeVisible();
  });
});
