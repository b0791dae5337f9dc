import { expect, test, type Page } from '../support/test';
import { apiFromPage, pickButtons } from '../support/drafts';
import { draftWithSeats, newSeat, ok, type Seat } from '../support/miniGames';
import { capture } from '../support/screens';
import { logIn, logInAsAdmin, toast } from '../support/session';

/**
 * The end of a draft and the overlays around the game (issue 19 §5, §7): an admin and three players
 * draft to the end (one pick made on a phone, one by the turn timer, the rest through the API); the
 * board (rounds x players), the recap and the standings link show in the room and on the results page
 * every 'Results' button opens, with no Pick button left. On a 390 px phone the pick's toast keeps
 * clear of the turn bar and the page stays where it was; a timed mini-game attempt shows no toast.
 */

const TURN_SECONDS = 20;
const PHONE = { width: 390, height: 844 };

interface RoomLite {
  draft: { status: string; currentTurn: number | null; currentPlayerId: string | null; phaseOneOrder: string[] };
  picks: Array<{ pickNumber: number; isAutoPick: boolean; source: string }>;
}

const readRoom = (page: Page, draftId: string) => ok(apiFromPage<RoomLite>(page, `/api/drafts/${draftId}`));

/** The player on the clock picks the first available team through the API. */
async function pickThroughApi(seats: Seat[], draftId: string) {
  const { draft } = await readRoom(seats[0].page, draftId);
  const seat = seats.find((candidate) => candidate.id === draft.currentPlayerId)!;
  const [first] = await ok(apiFromPage<Array<{ id: string }>>(seat.page, `/api/drafts/${draftId}/available-teams`));
  await ok(apiFromPage(seat.page, `/api/drafts/${draftId}/pick`, { method: 'POST', body: { teamId: first.id, pickNumber: draft.currentTurn } }));
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a draft run to its end shows a board, a recap and the standings link everywhere Results leads; on a phone the pick toast spares the turn bar and the page stays put', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(240_000);
  const seats = [await newSeat(browser, 'Riley'), await newSeat(browser, 'Sam'), await newSeat(browser, 'Taylor')];
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, seats, 'amazing_race', TURN_SECONDS);

  // The second picker waits in their room on a phone, the draft not yet started.
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  const { draft: started } = await readRoom(admin, draft.id);
  const phoneSeat = seats.find((seat) => seat.id === started.phaseOneOrder[1])!;
  const phone = phoneSeat.page;
  await phone.setViewportSize(PHONE);
  await phone.goto(`/player/draft/${draft.id}`);
  await expect(phone.getByText(/Waiting for .* to pick/).first()).toBeVisible();
  await pickThroughApi(seats, draft.id);

  // Pick 2 on the phone, from the middle of the list.
  await expect(phone.getByText("It's your turn to pick!")).toBeVisible();
  const pick = phone.getByRole('button', { name: /^Pick /, disabled: false }).nth(4);
  await pick.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  const panel = phone.getByRole('heading', { name: 'Available Teams' });
  const before = await phone.evaluate(() => window.scrollY);
  const panelBefore = (await panel.boundingBox())!.y;
  await pick.click();
  await expect(toast(phone)).toContainText('Pick Made!');
  await expect(phone.getByText('Your Picks (1/3)')).toBeVisible();
  // The toast covers neither the turn bar pinned to the bottom nor the navigation pinned to the top.
  const toastBox = (await toast(phone).boundingBox())!;
  const turnBar = (await phone.getByRole('region', { name: 'Current Turn' }).boundingBox())!;
  const banner = (await phone.getByRole('banner').boundingBox())!;
  expect(overlaps(toastBox, turnBar), `toast ${JSON.stringify(toastBox)} over the turn bar ${JSON.stringify(turnBar)}`).toBe(false);
  expect(overlaps(toastBox, banner), `toast ${JSON.stringify(toastBox)} over the navigation ${JSON.stringify(banner)}`).toBe(false);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(PHONE.height);
  await phone.screenshot({ path: 'screenshots/draft-pick-toast-phone.png' });
  // The page did not jump: the list is where it was on screen (and the page scrolled no more than a picked row).
  await phone.waitForTimeout(500);
  expect(Math.abs((await panel.boundingBox())!.y - panelBefore)).toBeLessThanOrEqual(2);
  expect(Math.abs((await phone.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(120);

  // Picks 3 and 4 through the API, pick 5 left to the turn timer, then the rest.
  await pickThroughApi(seats, draft.id);
  await pickThroughApi(seats, draft.id);
  await expect.poll(async () => (await readRoom(admin, draft.id)).picks.length, { timeout: (TURN_SECONDS + 10) * 1000 }).toBe(5);
  for (let made = 5; made < 9; made += 1) await pickThroughApi(seats, draft.id);
  const finished = await readRoom(admin, draft.id);
  expect(finished.draft.status).toBe('completed');
  expect(finished.picks.filter((made) => made.isAutoPick).map((made) => made.source)).toEqual(['timer']);

  // The admin's room: the board (3 rounds x 3 players), the recap, the standings link.
  await admin.goto(`/draft/${draft.id}`);
  const board = admin.getByRole('table', { name: /Draft board: 3 rounds by 3 players/ });
  await expect(board).toBeVisible();
  await expect(board.getByRole('row')).toHaveCount(4);
  await expect(board.getByRole('columnheader')).toHaveCount(4);
  await expect(board.getByRole('rowheader')).toHaveText(['Round 1', 'Round 2', 'Round 3']);
  for (const seat of seats) await expect(board.getByRole('columnheader', { name: new RegExp(`${seat.firstName} Tester`) })).toBeVisible();
  // Snake order: round 2 runs right to left, so its first column holds pick 6.
  await expect(board.getByRole('row').nth(2).getByRole('cell').first()).toContainText('Pick 6');
  await expect(board.getByRole('cell').filter({ hasText: 'Pick 5' })).toContainText('Auto');
  const recap = admin.getByRole('heading', { name: 'Draft Recap' }).locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
  await expect(recap).toContainText('9 of 9 picks made');
  await expect(recap.getByRole('definition')).toContainText(['3', '9', '1', '3']);
  await expect(recap).toContainText('First pick');
  await expect(recap).toContainText(/Fastest picker.*s (a pick on average|for their one pick)/);
  await expect(admin.getByRole('link', { name: 'View Standings' })).toHaveAttribute('href', `/leaderboard?draft=${draft.id}`);

  // The players' rooms: the board in place of the cards, no Pick button.
  for (const seat of seats) {
    await seat.page.setViewportSize({ width: 1280, height: 800 });
    await seat.page.goto(`/player/draft/${draft.id}`);
    await expect(seat.page.getByRole('table', { name: /Draft board/ })).toBeVisible();
    await expect(pickButtons(seat.page)).toHaveCount(0);
    await expect(seat.page.getByRole('columnheader', { name: /\(you\)/ })).toContainText(seat.firstName);
  }
  await capture(seats[1].page, 'draft-room-finished');

  // 'Results' in the admin's drafts list opens the board, not the room.
  await admin.goto('/drafts');
  await admin.getByRole('link', { name: `Results of Amazing Race #${draft.joinCode}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/draft/${draft.id}/results$`));
  await expect(admin.getByRole('heading', { name: 'Amazing Race Draft', level: 1 })).toBeVisible();
  await expect(admin.getByRole('table', { name: /Draft board/ })).toBeVisible();
  await capture(admin, 'draft-board');

  // And on the player's dashboard.
  const player = seats[0].page;
  await player.goto('/player/dashboard');
  await player.getByRole('link', { name: `Results of Amazing Race #${draft.joinCode}` }).click();
  await expect(player).toHaveURL(new RegExp(`/draft/${draft.id}/results$`));
  await expect(player.getByRole('heading', { name: 'Your picks' })).toBeVisible();
  await expect(pickButtons(player)).toHaveCount(0);
  await capture(player, 'draft-recap');

  await Promise.all(seats.map((seat) => seat.page.context().close()));
});

test('no toast shows while a timed mini-game attempt runs; the result comes once it is over', async ({ page: admin, browser }) => {
  test.setTimeout(150_000);
  const seats = [await newSeat(browser, 'Quinn'), await newSeat(browser, 'Reese')];
  await logIn(admin, 'demo-admin', 'draft-demo-2026');
  await expect(admin).toHaveURL(/\/admin$/);
  const draft = await draftWithSeats(admin, seats, 'amazing_race', 600);
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  const game = await ok(apiFromPage<{ id: string }>(admin, '/api/admin/mini-games/send', { method: 'POST', body: { draftId: draft.id, gameType: 'jigsaw' } }));

  const quinn = seats[0].page;
  await quinn.setViewportSize(PHONE);
  await quinn.goto(`/player/mini-game/${game.id}`);
  await expect(quinn.getByRole('button', { name: 'Start New Attempt' })).toBeVisible();
  // Every toast that opens is noted with the time it opened.
  await quinn.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { toastsSeen: number[] }).toastsSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="toast"][data-state="open"]') && seen.length === 0) seen.push(Date.now());
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
  });
  const answer = quinn.waitForResponse((response) => response.url().endsWith(`/api/player/mini-games/${game.id}/start`));
  await quinn.getByRole('button', { name: 'Start New Attempt' }).click();
  const { puzzle } = (await (await answer).json()) as { puzzle: { pieces: Array<{ id: number }> } };
  const startedAt = Date.now();

  const place = async (id: number) => {
    await quinn.getByRole('button', { name: new RegExp(`^Piece ${id + 1}, `) }).click();
    await quinn.getByRole('button', { name: `Empty board row ${Math.floor(id / 5) + 1}, column ${(id % 5) + 1}` }).click();
  };
  const ids = puzzle.pieces.map((piece) => piece.id).sort((a, b) => a - b);
  for (const id of ids.slice(0, -1)) await place(id);
  // A person's pace (the server refuses faster solves), and some seconds with the attempt running.
  await quinn.waitForTimeout(Math.max(3000, ids.length * 100 + 200 - (Date.now() - startedAt)));
  expect(await quinn.evaluate(() => (window as unknown as { toastsSeen: number[] }).toastsSeen)).toEqual([]);
  await expect(toast(quinn)).toHaveCount(0);

  const solvedAt = Date.now();
  await place(ids.at(-1)!);
  await expect(quinn.getByRole('region', { name: 'Challenge Completed!' })).toBeVisible();
  await expect(toast(quinn)).toContainText(/Success!.*Puzzle completed in \d+ seconds!/, { timeout: 20_000 });
  const [firstToast] = await quinn.evaluate(() => (window as unknown as { toastsSeen: number[] }).toastsSeen);
  expect(firstToast).toBeGreaterThanOrEqual(solvedAt);
  await Promise.all(seats.map((seat) => seat.page.context().close()));
});
