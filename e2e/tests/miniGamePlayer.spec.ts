import { expect, test, type Page } from '../support/test';
import { MAX_TURN_SECONDS } from '@reality-draft/events';
import { apiFromPage } from '../support/drafts';
import { atHumanPace, draftWithSeats, newSeat, ok, type Seat } from '../support/miniGames';
import { capture } from '../support/screens';
import { applySlide, slides, solveSliding, solveSudoku, type SlidingPiece } from '../support/puzzleSolvers';
import { logIn, toast } from '../support/session';

/**
 * The player's mini-game screen (issue 9): a player solves a sliding-block level in the browser by
 * clicking, the admin finishes the game, and the mini-game leaderboard and the player's total show
 * the points; the jigsaw and the sudoku played on the same screen. Captures of each game idle,
 * playing and completed at 1280 and 390 px. The demo admin sends these games, so the other mini-game
 * test's global reset (the E2E admin's games only) leaves them alone.
 */

type Level = { minMoves: number; pieces: SlidingPiece[] };

async function adminWithDraft(page: Page, seats: Seat[]) {
  await logIn(page, 'demo-admin', 'draft-demo-2026');
  await expect(page).toHaveURL(/\/admin$/);
  // The longest turn: no auto-pick lands a team (and the points other tests give it) on a player
  // whose leaderboard total the test reads.
  const draft = await draftWithSeats(page, seats, 'amazing_race', MAX_TURN_SECONDS);
  return draft;
}

const send = (admin: Page, draftId: string, gameType: 'rush_hour' | 'jigsaw') =>
  ok(apiFromPage<{ id: string }>(admin, '/api/admin/mini-games/send', { method: 'POST', body: { draftId, gameType } }));

/** Start New Attempt, returning the start answer the screen got. */
async function startAttempt<T>(page: Page, path: RegExp): Promise<T> {
  const answer = page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start New Attempt' }).click();
  const body = (await (await answer).json()) as T;
  // No toast while the timed attempt runs (issue 19 §7): 'Attempt Started' is held back.
  await expect(page.getByRole('button', { name: 'Start New Attempt' })).toBeHidden();
  await expect(toast(page)).toHaveCount(0);
  return body;
}

/** Plays one sliding move by clicking: the piece, then the highlighted cell its front edge reaches. */
async function clickSlide(page: Page, pieces: SlidingPiece[], move: { pieceId: string; row: number; col: number }) {
  const piece = pieces.find((candidate) => candidate.id === move.pieceId)!;
  const target = slides(pieces, piece).find((slide) => slide.row === move.row && slide.col === move.col)!;
  await page.getByRole('button', { name: new RegExp(`^${piece.name}, `) }).click();
  await page.getByRole('button', { name: `Slide here: row ${target.tap.row + 1}, column ${target.tap.col + 1}` }).click();
  return applySlide(pieces, move);
}

/** '45s' or '1:05' (from 'Time45s') in seconds. */
const seconds = (text: string) =>
  text
    .replace(/[^\d:]/g, '')
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);

const header = (page: Page) => page.getByRole('heading', { level: 1 });

test('a player solves a sliding-block level by clicking; the admin finishes it and the leaderboards show the points', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const seats = [await newSeat(browser, 'Rowan'), await newSeat(browser, 'Sloane')];
  const draft = await adminWithDraft(page, seats);
  await ok(apiFromPage(page, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  const game = await send(page, draft.id, 'rush_hour');
  const rowan = seats[0].page;

  await rowan.goto(`/player/mini-game/${game.id}`);
  // The spec's game-type title, under the game's own name.
  await expect(header(rowan)).toHaveText('Master Class Puzzle');
  await expect(rowan.getByText('Contestant Escape Challenge').first()).toBeVisible();
  await expect(rowan.getByText(`From: Amazing Race Game #${draft.joinCode}`)).toBeVisible();
  await expect(rowan.getByText('Attempts: 0/1')).toBeVisible();
  await expect(rowan.getByText('In Progress')).toBeVisible();
  await capture(rowan, 'player-minigame-escape-idle');

  const start = await startAttempt<{ puzzle: { level: Level } }>(rowan, new RegExp(`/api/player/mini-games/${game.id}/start$`));
  const solution = solveSliding(start.puzzle.level.pieces)!;
  expect(solution).toHaveLength(start.puzzle.level.minMoves);
  await expect(rowan.getByRole('button', { name: 'Start New Attempt' })).toBeHidden();
  await expect(rowan.getByText('Attempts: 1/1')).toBeVisible();
  // An obstacle is no button: it cannot be selected.
  const obstacles = start.puzzle.level.pieces.filter((piece) => piece.isObstacle).length;
  await expect(rowan.getByRole('img', { name: /obstacle, cannot move/ })).toHaveCount(obstacles);
  let pieces = start.puzzle.level.pieces;
  pieces = await clickSlide(rowan, pieces, solution[0]);
  await expect(rowan.getByText('Moves', { exact: true }).locator('..')).toContainText('1');
  const next = pieces.find((piece) => piece.id === solution[1].pieceId)!;
  await rowan.getByRole('button', { name: new RegExp(`^${next.name}, `) }).click();
  await capture(rowan, 'player-minigame-escape-playing');
  await rowan.getByRole('button', { name: new RegExp(`^${next.name}, `) }).click();
  for (const move of solution.slice(1)) pieces = await clickSlide(rowan, pieces, move);

  // The result comes once the attempt is over (toasts are held while it runs, issue 19 §7).
  await expect(toast(rowan)).toContainText(/Success!.*Puzzle completed in \d+ seconds!/, { timeout: 20_000 });
  const completed = rowan.getByRole('region', { name: 'Challenge Completed!' });
  await expect(completed).toContainText('Perfect Score');
  await expect(completed).toContainText(`${solution.length}`);
  await expect(rowan.getByText('Completed', { exact: true }).first()).toBeVisible();
  await capture(rowan, 'player-minigame-escape-completed');

  // Sloane solves her own layout through the API, slower; the server times her from her start.
  const sloane = seats[1].page;
  const rowanSeconds = seconds((await completed.getByText('Time', { exact: true }).locator('..').textContent()) ?? '');
  const hers = await ok(apiFromPage<{ puzzle: { level: Level } }>(sloane, `/api/player/mini-games/${game.id}/start`, { method: 'POST', body: {} }));
  await sloane.waitForTimeout((rowanSeconds + 3) * 1000);
  const claimed = await ok(
    apiFromPage<{ completionTime: number }>(sloane, `/api/player/mini-games/${game.id}/complete`, {
      method: 'POST',
      body: { completionTimeSeconds: 0, moves: solveSliding(hers.puzzle.level.pieces) },
    }),
  );
  expect(claimed.completionTime).toBeGreaterThanOrEqual(rowanSeconds + 3);

  // The admin finishes the game on the configuration screen.
  await page.goto('/admin/mini-games');
  await page.getByRole('button', { name: 'Play Game: Contestant Escape Challenge' }).click();
  await page.getByRole('button', { name: 'Finish Mini Game' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish Mini-Game' });
  await finish.getByLabel('Mini-Game').selectOption({ label: `Contestant Escape Challenge · ${draft.joinCode}` });
  await expect(finish.getByRole('list', { name: 'Rankings' }).getByRole('listitem')).toHaveCount(2);
  await finish.getByRole('button', { name: 'Award Points' }).click();
  await expect(toast(page)).toContainText('Points awarded to 2 players by completion times.');

  // The points: on the player's screen, the mini-game leaderboard and the Amazing Race leaderboard.
  // By the rules, whatever the escape's point value (5): 3 to the fastest, 2 to the second.
  await expect(completed).toContainText('Points3');
  await rowan.goto('/mini-game-leaderboard');
  await expect(rowan.getByRole('listitem').filter({ hasText: 'Rowan Tester' }).first()).toBeVisible();
  // The dashboard moves her into her live draft's room once per visit (docs/player-area.md#auto-enter-live-draft): now, unless it
  // already did while she waited on the dashboard after joining. Back on it, she stays.
  const entered = await rowan.evaluate((id) => (sessionStorage.getItem('playerEnteredDrafts') ?? '').includes(id), draft.id);
  await rowan.goto('/player/dashboard');
  if (!entered) await expect(rowan).toHaveURL(new RegExp(`/player/draft/${draft.id}$`));
  // Her standings wait for how far she has watched (issue 19 §6): caught up.
  await ok(apiFromPage(rowan, '/api/player/spoiler-guard', { method: 'PUT', body: { showType: 'amazing_race', watchedThrough: null } }));
  await rowan.goto('/player/dashboard');
  const row = (name: string) => rowan.getByRole('table', { name: 'Amazing Race Player Leaderboard' }).getByRole('row').filter({ hasText: name });
  await expect(row('Rowan')).toContainText('3');
  await expect(row('Sloane')).toContainText('2');

  // The fastest solves, replayed.
  await rowan.goto(`/player/mini-game/${game.id}`);
  await rowan.getByRole('button', { name: 'Next move' }).click();
  await expect(rowan.getByText(`Move 1 of ${solution.length}`)).toBeVisible();
  await capture(rowan, 'player-minigame-escape-replay');
  for (const seat of seats) await seat.page.context().close();
});

test('the jigsaw on the player screen: pieces placed by clicking, completed once, best times', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const seats = [await newSeat(browser, 'Tatum')];
  const draft = await adminWithDraft(page, seats);
  const game = await send(page, draft.id, 'jigsaw');
  const tatum = seats[0].page;
  await tatum.goto(`/player/mini-game/${game.id}`);
  await expect(tatum.getByRole('heading', { name: 'Best Times' })).toBeVisible();
  await capture(tatum, 'player-minigame-jigsaw-idle');

  const start = await startAttempt<{ puzzle: { pieces: { id: number }[] } }>(tatum, new RegExp(`/api/player/mini-games/${game.id}/start$`));
  const startedAt = Date.now();
  const place = async (id: number) => {
    await tatum.getByRole('button', { name: new RegExp(`^Piece ${id + 1}, `) }).click();
    await tatum.getByRole('button', { name: `Empty board row ${Math.floor(id / 5) + 1}, column ${(id % 5) + 1}` }).click();
  };
  const ids = start.puzzle.pieces.map((piece) => piece.id).sort((a, b) => a - b);
  for (const id of ids.slice(0, 7)) await place(id);
  await tatum.getByRole('button', { name: new RegExp(`^Piece ${ids[7] + 1}, `) }).click();
  await expect(tatum.getByText('Placed', { exact: true }).locator('..')).toContainText('7/20');
  await capture(tatum, 'player-minigame-jigsaw-playing');
  await tatum.getByRole('button', { name: `Empty board row ${Math.floor(ids[7] / 5) + 1}, column ${(ids[7] % 5) + 1}` }).click();
  for (const id of ids.slice(8, -1)) await place(id);
  await atHumanPace(tatum, startedAt, ids.length);
  await place(ids.at(-1)!);
  await expect(toast(tatum)).toContainText(/Puzzle completed in \d+ seconds!/, { timeout: 20_000 });
  await expect(tatum.getByRole('region', { name: 'Challenge Completed!' })).toContainText('20');
  await expect(tatum.getByRole('list', { name: 'Best times' }).getByRole('listitem')).toHaveCount(1);
  await capture(tatum, 'player-minigame-jigsaw-completed');
  await tatum.context().close();
});

test('the picture sudoku on the player screen: resumed after a reload, every cell first, then solved', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const seats = [await newSeat(browser, 'Umber')];
  const draft = await adminWithDraft(page, seats);
  const game = await ok(
    apiFromPage<{ id: string }>(page, '/api/admin/sudoku', {
      method: 'POST',
      body: { draftId: draft.id, difficulty: 'easy', title: 'Picture Sudoku', description: 'Nine flowers, once each in every row, column and box.' },
    }),
  );
  const umber = seats[0].page;
  await umber.goto(`/player/mini-game/${game.id}`);
  await expect(header(umber)).toHaveText('Picture Sudoku');
  await capture(umber, 'player-minigame-sudoku-idle');

  await startAttempt(umber, new RegExp(`/api/sudoku/${game.id}/start$`));
  const startedAt = Date.now();
  await expect(umber.getByRole('group', { name: 'Picture sudoku, 9 by 9' })).toBeVisible();
  await expect(umber.getByRole('button', { name: 'Start New Attempt' })).toBeHidden();
  const { puzzle } = await ok(apiFromPage<{ puzzle: number[][] }>(umber, `/api/sudoku/${game.id}`));
  const solution = solveSudoku(puzzle)!;
  const empty = puzzle.flatMap((row, r) => row.map((digit, c) => [r, c, digit] as const)).filter(([, , digit]) => digit === 0);

  // Submit too early, then most of the grid saved (as the screen saves every fill) and resumed after a reload.
  await umber.getByRole('button', { name: 'Submit Solution' }).click();
  // Said beside the board, not in a toast, while the attempt runs (issue 19 §7).
  const notice = umber.getByTestId('attempt-notice');
  await expect(notice).toContainText('Please fill in all cells before submitting');
  await expect(toast(umber)).toHaveCount(0);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  const [last, beforeLast] = [empty.at(-1)!, empty.at(-2)!];
  const saved = solution.map((row, r) => row.map((digit, c) => ([last, beforeLast].some(([lr, lc]) => lr === r && lc === c) ? 0 : digit)));
  await ok(apiFromPage(umber, `/api/sudoku/${game.id}/update`, { method: 'PUT', body: { gameState: { grid: saved } } }));
  await umber.reload();
  const cell = (r: number, c: number) => umber.getByRole('button', { name: new RegExp(`^Row ${r + 1}, column ${c + 1}: `) });
  await expect(cell(last[0], last[1])).toHaveAccessibleName(/: empty/);
  // A repeated flower shows red: the palette puts the wrong one in, the keyboard clears it.
  const wrong =
    solution[beforeLast[0]][(beforeLast[1] + 1) % 9] === solution[beforeLast[0]][beforeLast[1]] ? 1 : solution[beforeLast[0]][(beforeLast[1] + 1) % 9];
  await cell(beforeLast[0], beforeLast[1]).click();
  await umber
    .getByRole('group', { name: 'Flowers' })
    .getByRole('button', { name: new RegExp(`\\(key ${wrong}\\)$`) })
    .click();
  await expect(cell(beforeLast[0], beforeLast[1])).toHaveAccessibleName(/repeated/);
  await capture(umber, 'player-minigame-sudoku-playing');
  await cell(beforeLast[0], beforeLast[1]).press('Backspace');
  for (const [r, c] of [beforeLast, last]) {
    await cell(r, c).click();
    await cell(r, c).press(String(solution[r][c]));
  }
  await atHumanPace(umber, startedAt, empty.length);
  await umber.getByRole('button', { name: 'Submit Solution' }).click();
  await expect(toast(umber)).toContainText(/Success!.*Puzzle completed in \d+ seconds!/, { timeout: 20_000 });
  await expect(umber.getByRole('region', { name: 'Challenge Completed!' })).toBeVisible();
  await capture(umber, 'player-minigame-sudoku-completed');
  await umber.context().close();
});

/** The escape board as the page shows it: each vehicle's name, axis, place (aria-label) and length (its box). */
async function readBoard(page: Page): Promise<SlidingPiece[]> {
  const board = page.getByRole('group', { name: /a 6 by 6 lot/ });
  const cell = (await board.boundingBox())!.width / 6;
  const items = board.locator('button[aria-label*=" at row "], [role="img"][aria-label*=" at row "]');
  const pieces: SlidingPiece[] = [];
  for (const item of await items.all()) {
    const label = (await item.getAttribute('aria-label'))!;
    const [, name, kind, row, col] = /^(.*), (.*), at row (\d), column (\d)$/.exec(label)!;
    const box = (await item.boundingBox())!;
    const isHorizontal = kind !== 'slides up and down';
    const length = Math.round((isHorizontal ? box.width : box.height) / cell);
    pieces.push({
      id: name,
      name,
      row: +row - 1,
      col: +col - 1,
      length,
      isHorizontal,
      isTarget: kind === 'your contestant',
      isObstacle: kind.startsWith('obstacle'),
    });
  }
  return pieces;
}

test('the escape demo is playable with the keyboard alone, in the fewest moves', async ({ browser }) => {
  const seat = await newSeat(browser, 'Vesper');
  const player = seat.page;
  await player.goto('/mini-games');
  await player.getByRole('button', { name: 'Play Game: Contestant Escape Challenge' }).click();
  const pieces = await readBoard(player);
  const solution = solveSliding(pieces)!;
  expect(solution.length).toBeGreaterThanOrEqual(10);
  // The board is one tab stop (the contestant at first); the arrows move focus between vehicles.
  const contestant = player.getByRole('button', { name: /your contestant/ });
  await expect(contestant).toHaveAttribute('tabindex', '0');
  await contestant.focus();
  await player.keyboard.press('ArrowUp');
  await expect(player.getByRole('button', { name: /your contestant/ })).not.toBeFocused();
  let board = pieces;
  for (const move of solution) {
    const piece = board.find((candidate) => candidate.id === move.pieceId)!;
    await player.getByRole('button', { name: new RegExp(`^${piece.name}, `) }).focus();
    await player.keyboard.press('Enter');
    const [delta, key] = piece.isHorizontal ? [move.col - piece.col, ['ArrowLeft', 'ArrowRight']] : [move.row - piece.row, ['ArrowUp', 'ArrowDown']];
    for (let i = 0; i < Math.abs(delta); i++) await player.keyboard.press(key[delta > 0 ? 1 : 0]);
    if (move !== solution.at(-1)) await player.keyboard.press('Escape');
    board = applySlide(board, move);
  }
  await expect(player.getByText('Your contestant escaped!')).toBeVisible();
  await expect(player.getByText('Perfect Score!')).toBeVisible();
  await expect(player.getByText('Moves', { exact: true }).locator('..')).toContainText(String(solution.length));
  await player.context().close();
});
