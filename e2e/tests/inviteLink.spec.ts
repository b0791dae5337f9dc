import { expect, test } from '../support/test';
import { newPlayer } from '../support/accounts';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats } from '../support/miniGames';
import { capture, closeToast } from '../support/screens';
import { loginScreen, logInAsAdmin, register, toast } from '../support/session';

/**
 * An invite link (issue 19 §9): the admin copies it from the drafts list, a signed-out visitor opens
 * it, signs in, lands back in the join with the code filled in, and joins. A code that finds no
 * draft says so.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('copy the invite link; a signed-out player opens it, signs in, lands in the join with the code, and joins', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await logInAsAdmin(page);
  const draft = await draftWithSeats(page, []);
  const link = `${baseURL}/join/${draft.joinCode}`;

  // The drafts list copies it.
  await page.goto('/drafts');
  await page
    .getByRole('button', { name: `Copy invite link ${draft.joinCode}` })
    .first()
    .click();
  await expect(toast(page)).toContainText(`Invite link ${link} is on your clipboard.`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await closeToast(page);
  // So do the admin's draft row and the waiting room.
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: `Copy invite link ${draft.joinCode}` })).toBeVisible();
  await page.goto(`/draft/${draft.id}`);
  await expect(page.getByRole('button', { name: `Copy invite link ${draft.joinCode}` })).toBeVisible();

  // A player with an account, signed out, opens the link: the login screen, at the same address.
  const player = newPlayer('Indigo');
  const first = await browser.newContext();
  await register(await first.newPage(), player);
  await first.close();
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(loginScreen(visitor)).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/join/${draft.joinCode}$`));
  // It says what it invites to and opens on Register (issue 28 §7); this player has an account and logs in.
  await expect(visitor.getByRole('heading', { name: `You're invited to Amazing Race #${draft.joinCode}` })).toBeVisible();
  await visitor.getByRole('tab', { name: 'Login' }).click();
  await visitor.getByLabel('Email or Username').fill(player.email);
  await visitor.getByLabel('Password', { exact: true }).fill(player.password);
  await visitor.getByRole('button', { name: 'Login', exact: true }).click();

  // After sign-in: back on the invite, the code filled in.
  await expect(visitor).toHaveURL(new RegExp(`/join/${draft.joinCode}$`));
  const join = visitor.getByRole('region', { name: 'Join a Draft' });
  await expect(join.getByLabel('Join Code', { exact: true })).toHaveValue(draft.joinCode);
  await expect(join.getByRole('status')).toHaveText(
    `You're invited to Amazing Race #${draft.joinCode}. It starts when your admin starts it; join now to get your seat.`,
  );
  await capture(visitor, 'join-invite');
  await join.getByRole('button', { name: 'Join Draft' }).click();
  await expect(toast(visitor)).toContainText('Joined Draft!');
  await expect(visitor).toHaveURL(new RegExp(`/player/draft/${draft.id}$`));
  // The waiting room offers the same link to pass on.
  await expect(visitor.getByRole('button', { name: `Copy invite link ${draft.joinCode}` })).toBeVisible();
  const room = await apiFromPage<{ participants: Array<{ email: string }> }>(visitor, `/api/drafts/${draft.id}`);
  expect(room.body.participants.map((participant) => participant.email)).toContain(player.email);

  // Opening it again: already in, with the way into the room.
  await visitor.goto(link);
  await expect(visitor.getByRole('region', { name: 'Join a Draft' }).getByRole('status')).toHaveText(`You're already in Amazing Race #${draft.joinCode}.`);
  await expect(visitor.getByRole('link', { name: 'Open Draft Room' })).toHaveAttribute('href', `/player/draft/${draft.id}`);
  await context.close();
});

test('an invite whose code finds no draft, or is not a code, says so', async ({ page }) => {
  await register(page, newPlayer('Sage'));
  await expect(page).toHaveURL(/\/player\/dashboard$/);
  await page.goto('/join/ZZZ999');
  const join = page.getByRole('region', { name: 'Join a Draft' });
  await expect(join.getByRole('alert')).toHaveText(
    'No draft has the join code ZZZ999. The link may be old or the draft deleted: ask your admin for a new link, or enter another code below.',
  );
  await expect(join.getByLabel('Join Code', { exact: true })).toHaveValue('ZZZ999');
  await page.goto('/join/abc');
  await expect(page.getByRole('region', { name: 'Join a Draft' }).getByRole('alert')).toContainText(
    "This invite link's code (ABC) is not a join code: a join code has 6 characters.",
  );
  await expect(page.getByRole('region', { name: 'Join a Draft' }).getByLabel('Join Code', { exact: true })).toHaveValue('');
});
