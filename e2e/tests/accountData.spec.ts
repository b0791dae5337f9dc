import { ACCOUNT_DELETION_MESSAGES, DELETED_PLAYER_NAME, type PlayerDataExport } from '@reality-draft/events';
import { readFile } from 'node:fs/promises';
import { newPlayer } from '../support/accounts';
import { adminCreatesDraft, playerJoins } from '../support/drafts';
import { capture } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Your account is yours (issue 33 §3-4): a player downloads everything held about them from the account
 * menu, then deletes their account with their password; the league they joined shows them as "Deleted
 * player", and their e-mail registers again. An admin deletes a player from Player Management.
 */
test('a player takes their data, deletes their account, and stays in the league as "Deleted player"', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const draft = await adminCreatesDraft(page, 60);
  const leaver = await playerJoins(browser, 'Thaddeus', draft.joinCode);
  const stayer = await playerJoins(browser, 'Perpetua', draft.joinCode);
  await expect(stayer.page.getByText('Thaddeus Tester').first()).toBeVisible();

  const mine = leaver.page;
  await mine.getByRole('button', { name: /^Account menu for / }).click();
  const downloaded = mine.waitForEvent('download');
  await mine.getByRole('menuitem', { name: 'Download my data' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^reality-draft-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as PlayerDataExport;
  expect(data.account.profile).toMatchObject({ email: leaver.player.email, firstName: 'Thaddeus' });
  expect(data.drafts.joined.map((joined) => joined.id)).toEqual([draft.id]);
  expect(JSON.stringify(data)).not.toContain(stayer.player.email);

  await mine.getByRole('button', { name: /^Account menu for / }).click();
  await mine.getByRole('menuitem', { name: 'Delete account' }).click();
  const dialog = mine.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(ACCOUNT_DELETION_MESSAGES.confirmSelf);
  await capture(mine, 'delete-account');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ACCOUNT_DELETION_MESSAGES.wrongPassword);
  await dialog.getByLabel('Password').fill(leaver.player.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(mine).toHaveURL(/\/login$/);
  await expect(mine.getByRole('status').filter({ hasText: ACCOUNT_DELETION_MESSAGES.deleted })).toBeVisible();
  await capture(mine, 'account-deleted');

  // The league still has Thaddeus's seat, under "Deleted player".
  await stayer.page.reload();
  await expect(stayer.page.getByText(DELETED_PLAYER_NAME).first()).toBeVisible();
  await expect(stayer.page.getByText('Thaddeus Tester')).toHaveCount(0);

  const again = await page.request.post('/api/players/register', { data: { ...leaver.player } });
  expect(again.status()).toBe(201);
  await leaver.context.close();
  await stayer.context.close();
});

test('an admin deletes a player after a confirmation naming them', async ({ page }) => {
  const player = newPlayer('Dorian', 'Deleteme');
  expect((await page.request.post('/api/players/register', { data: player })).status()).toBe(201);
  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Player Management' }).click();
  const row = page.getByRole('table', { name: 'Player accounts' }).getByRole('row').filter({ hasText: player.email });
  await row.getByRole('button', { name: 'Delete player Dorian Deleteme' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Player' });
  await expect(confirm).toContainText(ACCOUNT_DELETION_MESSAGES.confirmAdmin('Dorian Deleteme'));
  await capture(page, 'delete-player');
  await confirm.getByRole('button', { name: 'Delete Player' }).click();
  await expect(toast(page)).toContainText('Player deleted');
  await expect(row).toHaveCount(0);
  const login = await page.request.post('/api/auth/login', { data: { emailOrUsername: player.email, password: player.password } });
  expect(login.status()).toBe(401);
});
