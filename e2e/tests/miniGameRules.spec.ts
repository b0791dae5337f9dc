import { expect, test, type Page } from '../support/test';
import { MAX_TURN_SECONDS } from '@reality-draft/events';
import { apiFromPage } from '../support/drafts';
import { atHumanPace, draftWithSeats, newSeat, ok, type Seat } from '../support/miniGames';
import { capture, closeToast, WIDTHS } from '../support/screens';
import { solveSliding, type SlidingPiece } from '../support/puzzleSolvers';
import { logIn, toast } from '../support/session';

/**
 * Mini-games by the rules: a finish awards the top three 3, 2 and 1 points whatever the game's point
 * value, and the finish dialog shows what each player will get (and lets the admin set other points
 * per place) before Award; rankings name the players, e-mail beneath; the game page calls the game by
 * its name above the spec's game-type title; at 390 px the board, the jigsaw's tray and the clock are in view the
 * moment Start is pressed, the site's header collapsed to its slim row until the attempt is left.
 */

const ESCAPE = 'Contestant Escape Challenge';
type Level = { minMoves: number; pieces: SlidingPiece[] };

async function adminWithDraft(page: Page, seats: Seat[]) {
  await logIn(page, 'demo-admin', 'draft-demo-2026');
  await expect(page).toHaveURL(/\/admin$/);
  // The longest turn: no auto-pick changes anything these players see.
  return draftWithSeats(page, seats, 'amazing_race', MAX_TURN_SECONDS);
}

const sendEscape = (admin: Page, draftId: string) =>
  ok(apiFromPage<{ id: string }>(admin, '/api/admin/mini-games/send', { method: 'POST', body: { draftId, gameType: 'rush_hour' } }));

test("a default escape's finish awards 3, 2 and 1, shown before Award; the rankings name the players", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const seats = [await newSeat(browser, 'Ines'), await newSeat(browser, 'Jonah'), await newSeat(browser, 'Kira'), await newSeat(browser, 'Lior')];
  const draft = await adminWithDraft(page, seats);
  // The escape at its catalogue point value, 5: the finish still awards by place.
  await ok(apiFromPage(page, '/api/admin/mini-games/settings', { method: 'PUT', body: { games: { 'contestant-escape': { isActive: true, pointValue: 5 } } } }));
  const game = await sendEscape(page, draft.id);

  // Each solves through the API, one after the other, each meaning to be slower than the last; the
  // server's own clock decides the places (on a loaded machine a request can take seconds).
  for (const seat of seats) {
    const startedAt = Date.now();
    const { puzzle } = await ok(apiFromPage<{ puzzle: { level: Level } }>(seat.page, `/api/player/mini-games/${game.id}/start`, { method: 'POST', body: {} }));
    const moves = solveSliding(puzzle.level.pieces)!;
    await atHumanPace(seat.page, startedAt, moves.length + 30 * (seats.indexOf(seat) + 1));
    await ok(apiFromPage(seat.page, `/api/player/mini-games/${game.id}/complete`, { method: 'POST', body: { completionTimeSeconds: 1, moves } }));
  }

  type Ranked = { rankings: Array<{ playerId: string; points: number | null }> };
  const ranked = await ok(apiFromPage<Ranked>(page, `/api/admin/mini-games/${game.id}/rankings`));
  const byPlace = ranked.rankings.map((ranking) => seats.find((seat) => seat.id === ranking.playerId)!);
  expect(byPlace).toHaveLength(4);

  await page.goto('/admin/mini-games');
  const row = page.getByRole('list', { name: 'Sent mini-games' }).getByRole('listitem').filter({ hasText: draft.joinCode }).filter({ hasText: ESCAPE });
  await row.getByRole('button', { name: /^Finish & award/ }).click();
  const finish = page.getByRole('dialog', { name: `Finish ${ESCAPE}?` });
  const places = finish.getByRole('group', { name: 'Points to award' });
  await expect(places.getByLabel('1st')).toHaveValue('3');
  await expect(places.getByLabel('2nd')).toHaveValue('2');
  await expect(places.getByLabel('3rd')).toHaveValue('1');
  await expect(finish.getByRole('status')).toHaveText('3 players get points: 3, 2 and 1. Nobody can play it after this.');
  const rankings = finish.getByRole('list', { name: 'Rankings' }).getByRole('listitem');
  await expect(rankings).toHaveCount(4);
  // Each ranking names the player, the e-mail beneath, and what the finish will give them.
  const first = rankings.nth(0);
  await expect(first).toContainText(byPlace[0].name);
  await expect(first).toContainText(/@/);
  await expect(first).toContainText('3 pts');
  await expect(rankings.nth(1)).toContainText('2 pts');
  await expect(rankings.nth(2)).toContainText('1 pt');
  await expect(rankings.nth(3)).toContainText('0 pts');
  await capture(page, 'minigames-finish-by-place', false);

  // Other points for this finish: checked as typed, shown in the rankings before Award.
  await places.getByLabel('1st').fill('1');
  await expect(finish.getByRole('alert')).toHaveText('The 2nd place cannot get more points than the 1st.');
  await expect(finish.getByRole('button', { name: 'Award Points' })).toBeDisabled();
  await places.getByLabel('1st').fill('6');
  await places.getByLabel('2nd').fill('4');
  await expect(finish.getByRole('status')).toHaveText('3 players get points: 6, 4 and 1. Nobody can play it after this.');
  await expect(rankings.nth(0)).toContainText('6 pts');
  await places.getByLabel('1st').fill('3');
  await places.getByLabel('2nd').fill('2');
  await expect(finish.getByRole('status')).toHaveText('3 players get points: 3, 2 and 1. Nobody can play it after this.');
  await finish.getByRole('button', { name: 'Award Points' }).click();
  await expect(toast(page)).toContainText('Points awarded to 3 players by completion times.');
  await closeToast(page);

  const awarded = await ok(apiFromPage<Ranked>(page, `/api/admin/mini-games/${game.id}/rankings`));
  expect(awarded.rankings.map((ranking) => [ranking.playerId, ranking.points])).toEqual(byPlace.map((seat, index) => [seat.id, [3, 2, 1, 0][index]]));
  const fastest = await ok(apiFromPage<{ pointsAwarded: number | null }>(byPlace[0].page, `/api/player/mini-game/${game.id}`));
  expect(fastest.pointsAwarded).toBe(3);
  for (const seat of seats) await seat.page.context().close();
});

test("at 390 px each game shows its name and the spec's title; from Start its board, tray and clock are in view under a collapsed header", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const seats = [await newSeat(browser, 'Mara')];
  const draft = await adminWithDraft(page, seats);
  const games = [
    { id: (await sendEscape(page, draft.id)).id, slug: 'escape', name: ESCAPE, header: 'Master Class Puzzle', board: /a 6 by 6 lot/ },
    {
      id: (await ok(apiFromPage<{ id: string }>(page, '/api/admin/mini-games/send', { method: 'POST', body: { draftId: draft.id, gameType: 'jigsaw' } }))).id,
      slug: 'jigsaw',
      name: 'Family Game Night Jigsaw',
      header: 'Master Class Puzzle',
      board: 'Board: 5 columns, 4 rows',
      tray: 'Tray of pieces',
    },
    {
      id: (await ok(apiFromPage<{ id: string }>(page, '/api/admin/sudoku', { method: 'POST', body: { draftId: draft.id, difficulty: 'easy' } }))).id,
      slug: 'sudoku',
      name: 'Picture Sudoku',
      header: 'Picture Sudoku',
      board: 'Picture sudoku, 9 by 9',
    },
  ];
  const mara = seats[0].page;
  const siteHeader = mara.getByRole('banner');
  const tabs = siteHeader.getByRole('navigation', { name: 'Main' });
  const home = siteHeader.getByRole('link', { name: /Reality Draft/ });
  for (const game of games) {
    await mara.setViewportSize(WIDTHS.phone);
    await mara.goto(`/player/mini-game/${game.id}`);
    // The spec's game-type title stays the page's heading (its rule wins over the "one name"); the game's name is above it.
    await expect(mara.getByRole('heading', { level: 1 })).toHaveText(game.header);
    await expect(mara.getByText(game.name, { exact: true }).first()).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Leaderboard' })).toBeVisible();

    await mara.getByRole('button', { name: 'Start New Attempt' }).click();
    const board = mara.getByRole('group', { name: game.board });
    await expect(board).toBeVisible();
    // The site's header collapses while the clock runs: its tabs step aside, the way home stays.
    await expect(tabs).toBeHidden();
    await expect(home).toBeInViewport({ ratio: 1 });
    // Nothing scrolled, by the test or the page: the whole board, the tray and the running clock are inside the phone's screen.
    expect(await mara.evaluate(() => window.scrollY)).toBe(0);
    await expect(board).toBeInViewport({ ratio: 1 });
    if (game.tray) {
      const tray = mara.getByRole('group', { name: game.tray });
      await expect(tray).toBeInViewport({ ratio: 1 });
      // Still big enough to tap: a piece is at least 44 px across.
      expect((await tray.getByRole('button').first().boundingBox())?.width).toBeGreaterThanOrEqual(44);
    }
    await expect(mara.getByText('Time', { exact: true }).first()).toBeInViewport({ ratio: 1 });
    await capture(mara, `minigames-attempt-${game.slug}`, false);
  }
  // Leaving the attempt the way home: the header is whole again.
  await home.click();
  await expect(mara).toHaveURL(/\/player\/dashboard$/);
  await expect(tabs.getByRole('link', { name: 'Leaderboard' })).toBeVisible();
  await mara.context().close();
});
