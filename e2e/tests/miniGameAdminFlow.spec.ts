import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok, solveJigsaw } from '../support/miniGames';
import { capture, closeToast } from '../support/screens';
import { logIn, toast } from '../support/session';

/**
 * The mini-game admin flow as a league lives it (issue 19 §8): Send on the game's own catalogue card
 * (no second choice of game), a player solves it, 'Finish & award' on the sent game's row says how
 * many players get points and awards the first place's 3 (whatever the card's point value), and from
 * then on every screen says Finished (never In Progress) and calls the game by the one name the card
 * uses. The demo admin sends it, so the other mini-game test's reset of every e2e-admin game leaves it
 * alone.
 */

const JIGSAW = 'Family Game Night Jigsaw';

const sentRow = (page: Page, joinCode: string) =>
  page.getByRole('list', { name: 'Sent mini-games' }).getByRole('listitem').filter({ hasText: joinCode }).filter({ hasText: JIGSAW });

test('Send from the card, a player solves it, Finish & award on its row; Finished and one name everywhere', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logIn(page, 'demo-admin', 'draft-demo-2026');
  await expect(page).toHaveURL(/\/admin$/);
  const [quinn, parker] = [await newSeat(browser, 'Quinn'), await newSeat(browser, 'Parker')];
  const draft = await draftWithSeats(page, [quinn, parker]);
  const label = `Amazing Race #${draft.joinCode}`;
  const { settings } = await ok(apiFromPage<{ settings: Record<string, { isActive: boolean; pointValue: number }> }>(page, '/api/admin/mini-games/settings'));
  expect(settings['jigsaw-puzzle'].isActive).toBe(true);
  // The fastest's points by the rules (the jigsaw's card says 4).
  const worth = 3;

  // Send on the jigsaw's own card: the form is for that game; only the draft is asked for.
  await page.goto('/admin/mini-games');
  const card = page.getByRole('heading', { name: JIGSAW, level: 3 });
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: `Send ${JIGSAW}` }).click();
  const send = page.getByRole('dialog', { name: 'Send Mini-Game' });
  await expect(send).toContainText(`Send ${JIGSAW} to every player of one of your drafts.`);
  await expect(send.getByRole('combobox')).toHaveCount(1);
  await send.getByLabel('Draft').selectOption({ label: `${label} (waiting)` });
  await capture(page, 'minigames-card-send', false);
  await send.getByRole('button', { name: 'Send Mini-Game' }).click();
  await expect(toast(page)).toContainText('Mini-Game Sent!');
  await expect(toast(page)).toContainText(`${JIGSAW} was sent to ${label}.`);
  await expect(send).toBeHidden();
  await closeToast(page);

  const row = sentRow(page, draft.joinCode);
  await expect(row).toContainText('Open');
  await expect(row).toContainText('0/2 completed');
  await expect(row).not.toContainText('In Progress');
  // The sent game's row (Finish & award) above the cards (each with Send), as the admin sees them.
  await capture(page, 'minigames-catalogue-rows');

  // Quinn solves it; Parker never plays.
  const games = await ok(apiFromPage<Array<{ id: string; title: string; draft: { joinCode: string } }>>(quinn.page, '/api/player/mini-games'));
  const game = games.find((candidate) => candidate.draft.joinCode === draft.joinCode)!;
  expect(game.title).toBe(JIGSAW);
  await solveJigsaw(quinn, game.id, 2500);
  await expect(row).toContainText('1/2 completed');

  // 'Finish & award' on the row: that game's rankings and how many players get points; no game to choose.
  await row.getByRole('button', { name: `Finish & award: ${JIGSAW}, ${label}` }).click();
  const finish = page.getByRole('dialog', { name: `Finish ${JIGSAW}?` });
  await expect(finish.getByRole('combobox')).toHaveCount(0);
  await expect(finish.getByRole('status')).toHaveText(`1 player gets points: ${worth}. Nobody can play it after this.`);
  await expect(finish.getByRole('list', { name: 'Rankings' }).getByRole('listitem')).toHaveCount(1);
  await expect(finish.getByRole('list', { name: 'Rankings' })).toContainText(`${worth} pts`);
  await capture(page, 'minigames-finish-row', false);
  await finish.getByRole('button', { name: 'Award Points' }).click();
  await expect(toast(page)).toContainText('Mini-Game Finished!');
  await expect(toast(page)).toContainText('Points awarded to 1 player by completion times.');
  await expect(finish).toBeHidden();
  await closeToast(page);

  // Finished everywhere: the admin's row, both players' lists and screens, the leaderboard.
  await expect(row.getByText('Finished', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Finish & award/ })).toHaveCount(0);
  await expect(row).not.toContainText('In Progress');

  const parkerPage = parker.page;
  await parkerPage.goto('/player/dashboard');
  const banner = parkerPage.getByRole('list', { name: 'Mini-game challenges' }).getByRole('listitem').filter({ hasText: JIGSAW });
  await expect(banner).toContainText('Finished');
  await expect(banner).not.toContainText(/In Progress/i);
  const listRow = parkerPage.getByRole('list', { name: 'Mini-games' }).getByRole('listitem').filter({ hasText: label });
  await expect(listRow).toContainText(JIGSAW);
  await expect(listRow).toContainText('Finished');
  await parkerPage.goto(`/player/mini-game/${game.id}`);
  await expect(parkerPage.getByText(JIGSAW, { exact: true }).first()).toBeVisible();
  await expect(parkerPage.getByText('Finished', { exact: true })).toBeVisible();
  await expect(parkerPage.getByText('In Progress')).toHaveCount(0);
  await parkerPage.goto('/player/mini-games');
  const card2 = parkerPage.getByRole('heading', { name: JIGSAW, level: 2 });
  await expect(card2).toBeVisible();
  await expect(parkerPage.getByText('Finished', { exact: true }).first()).toBeVisible();
  await expect(parkerPage.getByText(/In progress/i)).toHaveCount(0);

  await quinn.page.goto(`/player/mini-game/${game.id}`);
  await expect(quinn.page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(quinn.page.getByText('In Progress')).toHaveCount(0);

  // One name: the leaderboard's group title is the card's name, with no other name for the game beside it.
  await quinn.page.goto('/mini-game-leaderboard');
  const group = quinn.page.getByRole('heading', { name: JIGSAW }).first();
  await expect(group).toBeVisible();
  await expect(quinn.page.getByRole('main')).not.toContainText(/Rush Hour|Sliding Block/i);
  const points = await ok(apiFromPage<{ pointsAwarded: number | null }>(quinn.page, `/api/player/mini-game/${game.id}`));
  expect(points.pointsAwarded).toBe(worth);

  await quinn.page.context().close();
  await parkerPage.context().close();
});
