import { expect, test, type Page } from '../support/test';
import { newPlayer } from '../support/accounts';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok } from '../support/miniGames';
import { capture, WIDTHS } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/**
 * A signed-out invite link says what it invites to (issue 28 §7): the show, the draft's label, the
 * commissioner's first name, how many have joined and when it starts, above the account card opened
 * on Register, without the demo buttons. Registering there lands the new player in the join with the
 * code filled in. A code that finds no draft says so.
 */

const TWO_HOURS_14_MIN = (2 * 60 + 14) * 60_000 + 30_000;

const invite = (page: Page) => page.getByRole('region', { name: /^You're invited to / });

test('a signed-out invite at 390 and 1280 px shows the draft and opens on Register; registering lands in the join', async ({ page: admin, browser }) => {
  test.setTimeout(150_000);
  await logInAsAdmin(admin);
  const seats = [await newSeat(browser, 'Robin'), await newSeat(browser, 'Sasha')];
  const draft = await draftWithSeats(admin, seats, 'big_brother');
  const startsAt = new Date(Date.now() + TWO_HOURS_14_MIN).toISOString();
  await ok(apiFromPage(admin, `/api/admin/drafts/${draft.id}/schedule`, { method: 'PUT', body: { startsAt } }));
  for (const seat of seats) await seat.page.context().close();

  const context = await browser.newContext({ viewport: WIDTHS.phone });
  const visitor = await context.newPage();
  await visitor.goto(`/join/${draft.joinCode}`);
  const card = invite(visitor);
  await expect(card.getByRole('heading', { name: `You're invited to Big Brother #${draft.joinCode}` })).toBeVisible();
  await expect(card).toContainText('ShowBig Brother');
  // The commissioner's first name, when the admin account has one (the e2e admin may not).
  const view = (await visitor.request.get(`/api/public/invites/${draft.joinCode}`)).json() as Promise<{ commissionerName: string | null }>;
  const { commissionerName } = await view;
  if (commissionerName) await expect(card).toContainText(`Commissioner${commissionerName}`);
  else await expect(card).not.toContainText('Commissioner');
  await expect(card).toContainText('Players2 players have joined');
  await expect(card).toContainText('(Starts in 2 h 14 min)');
  await expect(visitor).toHaveTitle('Draft Invite · Reality Draft');
  await expect(visitor.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(visitor.getByText(/demo account/i)).toHaveCount(0);
  await visitor.getByRole('tab', { name: 'Login' }).click();
  await expect(visitor.getByLabel('Email or Username')).toBeVisible();
  await expect(visitor.getByText(/demo account/i)).toHaveCount(0);
  await visitor.getByRole('tab', { name: 'Register' }).click();
  await capture(visitor, 'invite-signed-out');

  // Registering there: signed in, back at the invite, in the join with the code filled in.
  const player = newPlayer('Tatum');
  await visitor.getByLabel('Email', { exact: true }).fill(player.email);
  await visitor.getByLabel('Password', { exact: true }).fill(player.password);
  await visitor.getByLabel('First Name').fill(player.firstName);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(visitor).first()).toContainText('Account Created!');
  await expect(visitor).toHaveURL(new RegExp(`/join/${draft.joinCode}$`));
  const join = visitor.getByRole('region', { name: 'Join a Draft' });
  await expect(join.getByLabel('Join Code', { exact: true })).toHaveValue(draft.joinCode);
  await join.getByRole('button', { name: 'Join Draft' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/player/draft/${draft.id}$`));
  await context.close();
});

test('a signed-out invite whose code finds no draft says so', async ({ page }) => {
  await page.goto('/join/ZZZ999');
  await expect(page.getByRole('alert')).toHaveText(
    'No draft has the join code ZZZ999. The link may be old or the draft deleted: ask your commissioner for a new link.',
  );
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await capture(page, 'invite-unknown-code', false);
});
