import { expect, test } from '../support/test';
import { newPlayer } from '../support/accounts';
import { adminCreatesDraft, playerJoins, yourTurn } from '../support/drafts';
import { capture } from '../support/screens';
import { logInAsAdmin, register } from '../support/session';

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

test('draft screens at desktop and phone width', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const draft = await adminCreatesDraft(page, 60);
  await capture(page, 'admin-draft-management');
  const players = [await playerJoins(browser, 'Morgan', draft.joinCode), await playerJoins(browser, 'Jesse', draft.joinCode)];
  await capture(players[0].page, 'player-room-waiting');
  await page.goto(`/draft/${draft.id}`);
  await page.getByRole('button', { name: 'Start Draft' }).click();
  // Whoever the random order put first: the first page to show the turn (isVisible does not wait).
  const onClock = await Promise.any(
    players.map(({ page: seat }) =>
      yourTurn(seat)
        .waitFor({ timeout: 15_000 })
        .then(() => seat),
    ),
  );
  await onClock
    .getByRole('button', { name: /^Pick /, disabled: false })
    .first()
    .click();
  await expect(page.getByText('1 of 6 picks made').or(page.getByText(/^#1/)).first()).toBeVisible();
  await capture(page, 'admin-room-live');
  await capture(players[0].page, 'player-room-live');
  await capture(players[1].page, 'player-room-live-2');
  await page.goto('/drafts');
  await expect(page.getByRole('heading', { name: 'Available Drafts' })).toBeVisible();
  await capture(page, 'drafts-list');
  // The dashboard first moves the player into her live draft's room (once per visit, docs/player-area.md#auto-enter-live-draft); back on it, she stays.
  await players[0].page.goto('/player/dashboard');
  await expect(players[0].page).toHaveURL(/\/player\/draft\//);
  await players[0].page.goto('/player/dashboard');
  await expect(players[0].page.getByRole('heading', { name: 'Your Drafts' })).toBeVisible();
  await capture(players[0].page, 'player-dashboard-drafts');
  await Promise.all(players.map((p) => p.context.close()));
});
