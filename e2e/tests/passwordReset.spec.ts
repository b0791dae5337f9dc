import { RESET_MESSAGES } from '@reality-draft/events';
import { newPlayer } from '../support/accounts';
import { nthMailTo, resetLinkIn } from '../support/outbox';
import { capture } from '../support/screens';
import { logIn, register } from '../support/session';
import { expect, test } from '../support/test';

/**
 * A player who forgot their password (issue 33 §2): "Forgot password?" on the login page, the mail the
 * server writes (this suite's server has no SMTP server: its outbox), the link, a new password that
 * signs in, and the link refused the second time.
 */
test('a forgotten password: the link from the mail sets a new one once, and it signs in', async ({ page, browser }) => {
  const riley = newPlayer('Riley');
  await register(page, riley);
  await expect(page).toHaveURL(/\/player\/dashboard$/);

  const signedOut = await (await browser.newContext()).newPage();
  await signedOut.goto('/login');
  await signedOut.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(signedOut).toHaveURL(/\/forgot-password$/);
  await expect(signedOut).toHaveTitle(/^Forgot Password/);
  await capture(signedOut, 'forgot-password');
  await signedOut.getByLabel('Email').fill(riley.email.toUpperCase());
  await signedOut.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(signedOut.getByRole('status')).toHaveText(RESET_MESSAGES.requested);
  await capture(signedOut, 'forgot-password-sent');

  const mail = await nthMailTo(riley.email);
  expect(mail.subject).toBe('Reset your Reality Draft password');
  const link = resetLinkIn(mail)!;
  expect(new URL(link).origin).toBe(new URL(signedOut.url()).origin);

  await signedOut.goto(link);
  await expect(signedOut.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The link's secret leaves the address bar (and the history) once the screen has read it.
  await expect(signedOut).toHaveURL(/\/reset-password$/);
  await capture(signedOut, 'reset-password');
  await signedOut.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await signedOut.getByLabel('Confirm New Password').fill('brand-new-typo');
  await signedOut.getByRole('button', { name: 'Set New Password' }).click();
  await expect(signedOut.getByRole('alert')).toHaveText(RESET_MESSAGES.mismatch);
  await signedOut.getByLabel('Confirm New Password').fill('brand-new-pass');
  await signedOut.getByRole('button', { name: 'Set New Password' }).click();
  await expect(signedOut.getByRole('status')).toHaveText(RESET_MESSAGES.done);
  await capture(signedOut, 'reset-password-done');

  // The session Riley registered with ended; the new password signs in, the old one does not.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Reality Draft' })).toBeVisible();
  await signedOut.getByRole('link', { name: 'Go to Login' }).click();
  await logIn(signedOut, riley.email, riley.password);
  await expect(signedOut.getByTestId('toast').first()).toContainText(/Login Failed|Invalid/);
  await logIn(signedOut, riley.email, 'brand-new-pass');
  await expect(signedOut).toHaveURL(/\/player\/dashboard$/);

  // The same link a second time.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await again.getByLabel('New Password', { exact: true }).fill('third-pass-1');
  await again.getByLabel('Confirm New Password').fill('third-pass-1');
  await again.getByRole('button', { name: 'Set New Password' }).click();
  await expect(again.getByRole('alert')).toContainText(RESET_MESSAGES.linkExpired);
  await capture(again, 'reset-password-expired');
  await again.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(again).toHaveURL(/\/forgot-password$/);
});

test('an e-mail nobody has gets the same answer, and no mail', async ({ page }) => {
  const [nobody, sam] = [newPlayer('Nobody'), newPlayer('Sam')];
  const registered = await page.request.post('/api/players/register', { data: { email: sam.email, password: sam.password, firstName: sam.firstName } });
  expect(registered.status()).toBe(201);
  for (const email of [nobody.email, sam.email]) {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toHaveText(RESET_MESSAGES.requested);
  }
  // Asked for after the unknown one, Sam's mail is written after that request was looked up.
  await nthMailTo(sam.email);
  await expect(nthMailTo(nobody.email, { timeout: 500 })).rejects.toThrow(/1 mail\(s\) to nobody/);
});
