import { expect, test } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok, solveJigsaw } from '../support/miniGames';
import { capture, closeToast } from '../support/screens';
import { logIn, toast } from '../support/session';

/**
 * Captures of every mini-game screen with real data, at 1280 and 390 px (e2e/screenshots/), each
 * checked for sideways scroll on a phone. The demo admin sends the games, so that the other
 * mini-game test's global reset (the E2E admin's games only) leaves these alone.
 */

test('the mini-game screens with sent, played and finished games', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await logIn(page, 'demo-admin', 'draft-demo-2026');
  await expect(page).toHaveURL(/\/admin$/);
  const seats = [await newSeat(browser, 'Avery'), await newSeat(browser, 'Blake'), await newSeat(browser, 'Casey')];
  const draft = await draftWithSeats(page, seats, 'big_brother');
  const jigsaw = await ok(apiFromPage<{ id: string }>(page, '/api/admin/mini-games/send', { method: 'POST', body: { draftId: draft.id, gameType: 'jigsaw' } }));
  const escape = await ok(
    apiFromPage<{ id: string }>(page, '/api/admin/mini-games/send', { method: 'POST', body: { draftId: draft.id, gameType: 'rush_hour' } }),
  );
  await ok(
    apiFromPage(page, '/api/admin/sudoku', {
      method: 'POST',
      body: { draftId: draft.id, difficulty: 'easy', title: 'Picture Sudoku', description: 'Nine flowers.' },
    }),
  );
  // Three solves of the jigsaw at different speeds; Casey starts the escape and leaves it running.
  await Promise.all(seats.map((seat, index) => solveJigsaw(seat, jigsaw.id, 2500 + index * 1300)));
  await ok(apiFromPage(seats[2].page, `/api/player/mini-games/${escape.id}/start`, { method: 'POST', body: {} }));

  // The admin's configuration screen, a game's detail, the dialogs.
  await page.goto('/admin/mini-games');
  await expect(page.getByRole('list', { name: 'Sent mini-games' }).getByRole('listitem').filter({ hasText: draft.joinCode })).toHaveCount(3);
  await capture(page, 'minigames-config');
  await page.getByRole('button', { name: 'Play Game: Contestant Escape Challenge' }).click();
  await capture(page, 'minigames-escape-detail');
  await page.getByRole('button', { name: 'Send to Players' }).click();
  await page.getByRole('dialog', { name: 'Send Mini-Game' }).getByLabel('Draft').selectOption({ index: 1 });
  await capture(page, 'minigames-send-dialog', false);
  await page.getByRole('dialog', { name: 'Send Mini-Game' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Back to Games' }).click();

  await page.getByRole('button', { name: 'Play Game: Family Game Night Jigsaw' }).click();
  await capture(page, 'minigames-jigsaw-detail');
  await page.getByRole('button', { name: 'Finish Mini Game' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish Mini-Game' });
  await finish.getByLabel('Mini-Game').selectOption({ label: `Family Game Night Jigsaw · ${draft.joinCode}` });
  await expect(finish.getByRole('list', { name: 'Rankings' }).getByRole('listitem')).toHaveCount(3);
  await capture(page, 'minigames-finish-dialog', false);
  await finish.getByRole('button', { name: 'Award Points' }).click();
  await expect(toast(page)).toContainText('Points awarded to 3 players by completion times.');
  await expect(finish.getByLabel('Mini-Game')).toHaveValue('');
  await finish.getByRole('button', { name: 'Cancel' }).click();
  await closeToast(page);

  await page.getByRole('button', { name: 'Back to Games' }).click();
  const jigsawRow = page
    .getByRole('list', { name: 'Sent mini-games' })
    .getByRole('listitem')
    .filter({ hasText: draft.joinCode })
    .filter({ hasText: 'Family Game Night Jigsaw' });
  await expect(jigsawRow).toContainText('Finished');
  await jigsawRow.getByRole('button', { name: /^Rankings/ }).click();
  await capture(page, 'minigames-rankings-dialog', false);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await jigsawRow.getByRole('button', { name: /^Delete/ }).click();
  await capture(page, 'minigames-delete-confirm', false);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Play Game: Picture Sudoku' }).click();
  await page.getByRole('button', { name: 'Generate Test Puzzle' }).click();
  await expect(toast(page)).toContainText('Test Puzzle Generated!');
  await expect(page.getByRole('button', { name: 'Close Test' })).toBeVisible();
  await capture(page, 'minigames-sudoku-test');
  await page.getByRole('button', { name: 'Close Test' }).click();
  await page.getByRole('button', { name: 'Back to Games' }).click();
  await page.getByRole('button', { name: 'Play Game: Weekly Trivia' }).click();
  await capture(page, 'minigames-trivia');

  await page.goto('/mini-game-leaderboard');
  await expect(page.getByRole('heading', { name: 'Family Game Night Jigsaw' }).first()).toBeVisible();
  await capture(page, 'minigame-leaderboard-admin');

  // The players' screens.
  const avery = seats[0].page;
  await avery.goto('/mini-game-leaderboard');
  await expect(avery.getByRole('list', { name: 'Family Game Night Jigsaw' }).getByRole('listitem')).toHaveCount(3);
  await capture(avery, 'minigame-leaderboard');
  const casey = seats[2].page;
  await casey.goto('/player/dashboard');
  await expect(casey.getByRole('list', { name: 'Mini-game challenges' })).toContainText('In progress');
  await capture(casey, 'player-dashboard-minigames');
  await casey.goto('/player/mini-games');
  await expect(casey.getByRole('list', { name: 'Your mini-games' }).getByRole('listitem')).toHaveCount(3);
  await capture(casey, 'player-mini-games');
  await casey.goto('/player/your-contestants?show=big_brother');
  await expect(casey.getByRole('heading', { name: 'Mini-Game Leaderboard' })).toBeVisible();
  await capture(casey, 'your-contestants-minigames');
  await casey.goto('/mini-games');
  await capture(casey, 'minigames-config-player');

  const newcomer = await newSeat(browser, 'Dana');
  await newcomer.page.goto('/mini-game-leaderboard');
  await expect(newcomer.page.getByText('No Completed Games Yet')).toBeVisible();
  await capture(newcomer.page, 'minigame-leaderboard-empty');
  await newcomer.page.goto('/player/dashboard');
  await expect(newcomer.page.getByText('No Mini-Games Yet')).toBeVisible();
  await capture(newcomer.page, 'player-dashboard-no-minigames');
  for (const seat of [...seats, newcomer]) await seat.page.context().close();
});
