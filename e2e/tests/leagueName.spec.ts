import { expect, test } from '../support/test';
import { apiFromPage, playerJoins } from '../support/drafts';
import { capture } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/**
 * Leagues have names (docs/drafts.md#league-name): the admin names a league in the create form, and
 * the name shows wherever the draft's label shows: the admin's row, the invite page, the player's
 * dashboard, the room's header and the leaderboard's tab.
 */
test('a league named in the create form is called by its name on every screen that names the draft', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Seed Teams' }).click();
  await expect(toast(page)).toContainText(/season 38/);
  const form = page.getByRole('form', { name: 'Create a draft' });
  await form.getByLabel('Show').selectOption('amazing_race');
  await form.getByLabel(/League Name/).fill('  Race Night Crew ');
  await form.getByRole('button', { name: 'Create Draft' }).click();
  await expect(toast(page)).toContainText('Race Night Crew');
  const [draft] = (await apiFromPage<Array<{ id: string; joinCode: string; name: string | null }>>(page, '/api/admin/drafts')).body;
  expect(draft.name).toBe('Race Night Crew');
  const row = page.getByRole('listitem').filter({ hasText: draft.joinCode });
  await expect(row.getByText('Race Night Crew', { exact: true })).toBeVisible();
  await capture(page, 'league-name-admin');

  // The invite page names it, signed out.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseURL}/join/${draft.joinCode}`);
  await expect(visitor.getByRole('heading', { name: "You're invited to Race Night Crew" })).toBeVisible();
  await visitorContext.close();

  // A player joins: the room's header and the dashboard's row name it.
  const { page: player, context } = await playerJoins(browser, 'Rory', draft.joinCode);
  await expect(player.getByTestId('league-name')).toHaveText('Race Night Crew');
  await expect(player.getByRole('heading', { name: 'Amazing Race Draft' })).toBeVisible();
  await capture(player, 'league-name-room');
  await player.goto('/player/dashboard');
  await expect(player.getByText('Race Night Crew', { exact: true }).first()).toBeVisible();
  await capture(player, 'league-name-dashboard');

  // The leaderboard's tab for the league.
  await player.goto(`/leaderboard?draft=${draft.id}`);
  await expect(player.getByRole('tab', { name: 'Race Night Crew' })).toBeVisible();
  await context.close();
});
