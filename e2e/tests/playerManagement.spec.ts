import { expect, test } from '../support/test';
import { newPlayer } from '../support/accounts';
import { logInAsAdmin, toast } from '../support/session';

test('an admin edits a player email and resets a password that works at once', async ({ page }) => {
  test.setTimeout(120_000);
  const player = newPlayer('Ottoline');
  const created = await page.request.post('/api/players/register', { data: player });
  expect(created.status()).toBe(201);

  await logInAsAdmin(page);
  await page.getByRole('tab', { name: 'Player Management' }).click();
  const table = page.getByRole('table', { name: 'Player accounts' });
  await expect(table).toContainText(player.email);

  const newEmail = `moved.${player.email}`;
  // This player's row: a retried run (or another spec) may have left another Ottoline Tester in the table.
  const row = (email: string) => table.getByRole('row').filter({ hasText: email });
  await row(player.email).getByRole('button', { name: 'Edit email for Ottoline Tester' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Player Email' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Email Updated');
  await expect(table).toContainText(newEmail);

  await row(newEmail).getByRole('button', { name: 'Reset password for Ottoline Tester' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset Password' });
  await expect(confirm).toContainText("reset this player's password? A new temporary password will be generated.");
  await confirm.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page)).toContainText(`Temporary password for ${newEmail}:`);
  const temporaryPassword = (await toast(page).textContent())!.split(': ').at(-1)!.trim();

  const login = await page.request.post('/api/auth/login', { data: { emailOrUsername: newEmail, password: temporaryPassword } });
  expect(login.status()).toBe(200);
});
