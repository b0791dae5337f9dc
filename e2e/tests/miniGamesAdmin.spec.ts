import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok } from '../support/miniGames';
import { closeToast } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/**
 * The admin's mini-game flow on /admin/mini-games: send a game to a draft, see it under Manage
 * Active Mini Games, reset every attempt, delete it; and the player seeing it on the dashboard.
 */

const ESCAPE = 'Contestant Escape Challenge';

async function openGame(page: Page, name: string) {
  await page.getByRole('button', { name: `Play Game: ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manage Active Mini Games' })).toBeHidden();
}

const banner = (page: Page) => page.getByRole('list', { name: 'Mini-game challenges' });

test('an admin sends the escape to a draft, manages it, resets attempts and deletes it; the player sees it come and go', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  const seat = await newSeat(browser, 'Riley');
  const draft = await draftWithSeats(page, [seat]);
  const label = `Amazing Race #${draft.joinCode}`;

  await page.goto('/admin/mini-games');
  await expect(page.getByRole('heading', { name: 'Mini Games Configuration', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manage Active Mini Games' })).toBeVisible();

  // The catalogue's switches and points are the admin's, saved and read back, and feed the summary
  // cards. Weekly Trivia is the one changed here: it cannot be sent, so the games other tests send
  // (on the same admin) keep their settings.
  const TRIVIA = 'Weekly Trivia';
  const triviaSwitch = page.getByRole('switch', { name: `${TRIVIA} active` });
  const points = page.getByLabel(`Points for ${TRIVIA}`);
  await expect(triviaSwitch).toHaveAttribute('aria-checked', 'false');
  await triviaSwitch.click();
  await expect(triviaSwitch).toHaveAttribute('aria-checked', 'true');
  await points.fill('8');
  await points.blur();
  // The escape (5), the jigsaw (4), the sudoku (5) and trivia (8).
  await expect(page.getByRole('group', { name: 'Weekly Points' })).toContainText('22');
  await expect(page.getByRole('group', { name: 'Active Games' })).toContainText('4');
  await expect(page.getByRole('group', { name: 'Available Games' })).toContainText('4');
  await page.reload();
  await expect(triviaSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(points).toHaveValue('8');
  // Out of range reads 10; an empty (non-numeric) entry reads 1, shown once the field is left.
  await points.fill('25');
  await points.blur();
  await expect(points).toHaveValue('10');
  await points.fill('');
  await points.blur();
  await expect(points).toHaveValue('1');
  await expect(page.getByRole('group', { name: 'Weekly Points' })).toContainText('15');
  // Back as it was.
  await points.fill('3');
  await points.blur();
  await triviaSwitch.click();
  await expect(triviaSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('group', { name: 'Active Games' })).toContainText('3');

  // Send it to the draft.
  await openGame(page, ESCAPE);
  await page.getByRole('button', { name: 'Send to Players' }).click();
  const send = page.getByRole('dialog', { name: 'Send Mini-Game' });
  await expect(send.getByRole('button', { name: 'Send Mini-Game' })).toBeDisabled();
  await send.getByLabel('Draft').selectOption({ label: `${label} (waiting)` });
  await send.getByRole('button', { name: 'Send Mini-Game' }).click();
  await expect(toast(page)).toContainText('Mini-Game Sent!');
  await expect(send).toBeHidden();
  await closeToast(page);

  // Manage Active Mini Games lists it once no game is open.
  await page.getByRole('button', { name: 'Back to Games' }).click();
  const row = page.getByRole('list', { name: 'Sent mini-games' }).getByRole('listitem').filter({ hasText: label });
  await expect(row).toContainText(ESCAPE);
  await expect(row).toContainText('0/1 completed');

  // The player sees it on the dashboard, ready to play, and starts it.
  await seat.page.reload();
  await expect(banner(seat.page)).toContainText(ESCAPE);
  // One name per game: the title is the game's name, with no second name beside it.
  await expect(banner(seat.page)).not.toContainText('Rush Hour');
  await expect(banner(seat.page)).toContainText('Ready to play');
  const play = banner(seat.page).getByRole('link', { name: `Play ${ESCAPE}` });
  const games = await ok(apiFromPage<Array<{ id: string; title: string }>>(seat.page, '/api/player/mini-games'));
  await expect(play).toHaveAttribute('href', `/player/mini-game/${games[0].id}`);
  await expect(seat.page.getByRole('list', { name: 'Mini-games' })).toContainText('New');
  await ok(apiFromPage(seat.page, `/api/player/mini-games/${games[0].id}/start`, { method: 'POST', body: {} }));
  await expect(banner(seat.page)).toContainText('In progress');

  // Reset: the player has their attempt again.
  await openGame(page, ESCAPE);
  await page.getByRole('button', { name: 'Reset Game' }).click();
  await page.getByRole('alertdialog', { name: 'Reset every attempt?' }).getByRole('button', { name: 'Reset Attempts' }).click();
  await expect(toast(page)).toContainText('Game Reset Successfully!');
  await expect(toast(page)).toContainText('All players have 1 attempt again and mini-game points are removed from the leaderboard.');
  await closeToast(page);
  await expect(banner(seat.page)).toContainText('Ready to play');

  // Delete: asked first, then gone from the admin's list and the player's dashboard.
  await page.getByRole('button', { name: 'Back to Games' }).click();
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this mini-game?' });
  await expect(confirm).toContainText(label);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Mini-Game Deleted!');
  await expect(row).toBeHidden();
  await expect(banner(seat.page)).toBeHidden();
  await expect(seat.page.getByText('No Mini-Games Yet')).toBeVisible();
  await seat.page.context().close();
});

test('the send and finish dialogs say what is missing', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/mini-games');
  await openGame(page, 'Family Game Night Jigsaw');
  await page.getByRole('button', { name: 'Finish Mini Game' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish Mini-Game' });
  await finish.getByRole('button', { name: 'Award Points' }).click();
  await expect(toast(page)).toContainText('Missing Information');
  await expect(toast(page)).toContainText('Please select a mini-game.');
  await finish.getByRole('button', { name: 'Cancel' }).click();
  await expect(finish).toBeHidden();

  await page.getByRole('button', { name: 'Back to Games' }).click();
  await page.getByRole('button', { name: 'Play Game: Weekly Trivia' }).click();
  await expect(page.getByText('Weekly Trivia Challenge coming soon!')).toBeVisible();
});
