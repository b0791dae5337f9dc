import { expect, test } from '../support/test';
import { E2E_ADMIN, newPlayer } from '../support/accounts';
import { logIn, logInAsAdmin, loginScreen, register, toast } from '../support/session';

test.describe('accounts and sign-in', () => {
  test('a new player registers, is signed in, and lands on the player dashboard', async ({ page }) => {
    const player = newPlayer('Riley');
    await register(page, player);
    await expect(page).toHaveURL(/\/player\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Riley!' })).toBeVisible();
    await expect(page.getByText(player.email)).toBeVisible();
    await expect(toast(page)).toContainText('Account Created!');
    await expect(toast(page)).toContainText('Welcome Riley');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('playerSessionToken'), data: localStorage.getItem('playerData') }));
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(stored.data!)).toMatchObject({ email: player.email, firstName: 'Riley' });
  });

  test('registering an email twice is refused with the server message', async ({ page }) => {
    const player = newPlayer('Sam');
    await register(page, player);
    await expect(page).toHaveURL(/\/player\/dashboard$/);
    await page.evaluate(() => localStorage.clear());
    await register(page, player);
    await expect(toast(page)).toContainText('Registration Failed');
    await expect(toast(page)).toContainText('An account with this email already exists.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin signs in with a username and lands on /admin', async ({ page }) => {
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    // The toast is read as it comes (it closes itself a few seconds later), then the page it leads to.
    await expect(toast(page).filter({ hasText: 'Welcome!' })).toContainText('Successfully logged in');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  });

  test('a wrong password shows Login Failed and stays on the login screen', async ({ page }) => {
    await logIn(page, E2E_ADMIN.username, 'not-the-password');
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toContainText('Invalid credentials');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a demo button fills the form for that demo account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Alex (player)', exact: true }).click();
    await expect(page.getByLabel('Email or Username')).toHaveValue('alex@demo.test');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Alex!' })).toBeVisible();
  });

  test('a player logs out: the session ends on the server and player pages show the login screen', async ({ page }) => {
    await register(page, newPlayer('Taylor'));
    await expect(page).toHaveURL(/\/player\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('playerSessionToken'));
    await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('playerSessionToken'))).toBeNull();
    const me = await page.request.get('/api/players/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.goto('/player/dashboard');
    await expect(loginScreen(page)).toBeVisible();
  });

  test('an admin logs out from the user menu and local storage is cleared', async ({ page }) => {
    await logInAsAdmin(page);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toHaveCount(0);
  });
});
