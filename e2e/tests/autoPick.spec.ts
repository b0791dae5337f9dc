import { expect, test, type Page } from '../support/test';
import { apiFromPage, everyTickerSays, ticker } from '../support/drafts';
import { autoPickOnBadges, autoPickSwitch, readRoom, type RoomLite } from '../support/draftNight';
import { draftWithSeats, newSeat, ok, type Seat } from '../support/miniGames';
import { capture, closeToast } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/**
 * "Auto-pick for me" (issue 28 §5): a player switches it on before the draft; each of their turns is
 * then picked at once, the room and the board show who is on auto-pick. A player whose two turns in a
 * row timed out has it switched on by the server, the room tells them, and they switch it off.
 */

/** The seat on the clock picks the first available team through the API. */
async function pickThroughApi(seat: Seat, draftId: string, pickNumber: number) {
  const [first] = await ok(apiFromPage<Array<{ id: string }>>(seat.page, `/api/drafts/${draftId}/available-teams`));
  await ok(apiFromPage(seat.page, `/api/drafts/${draftId}/pick`, { method: 'POST', body: { teamId: first.id, pickNumber } }));
}

/** Reads the room until `picks` picks are in, letting `onTurn` act on each turn it sees (once per turn). */
async function untilPicks(admin: Page, draftId: string, picks: number, timeout: number, onTurn: (draft: RoomLite['draft'] & { id: string }) => Promise<void>) {
  const until = Date.now() + timeout;
  let acted = 0;
  for (;;) {
    const room = await readRoom(admin, draftId);
    if (room.picks.length >= picks) return;
    if (Date.now() > until) throw new Error(`${room.picks.length} of ${picks} picks after ${timeout} ms`);
    if (room.draft.currentTurn !== null && room.draft.currentTurn > acted) {
      acted = room.draft.currentTurn;
      await onTurn({ ...room.draft, id: draftId });
    } else {
      await admin.waitForTimeout(250);
    }
  }
}

test('a player on auto-pick has each turn picked at once; the room and the board show the Auto badge', async ({ page: admin, browser }) => {
  test.setTimeout(240_000);
  // Turns long enough that only auto-pick (never the timer) can pick this fast.
  const TURN_SECONDS = 120;
  const [riley, sam] = [await newSeat(browser, 'Riley'), await newSeat(browser, 'Sam')];
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, [riley, sam], 'amazing_race', TURN_SECONDS);
  for (const seat of [riley, sam]) await seat.page.goto(`/player/draft/${draft.id}`);

  // Before the draft: Sam switches "Auto-pick for me" on; both rooms show it.
  await expect(autoPickSwitch(sam.page)).toHaveAttribute('aria-checked', 'false');
  await autoPickSwitch(sam.page).click();
  await expect(toast(sam.page)).toContainText('Auto-pick On');
  await expect(autoPickSwitch(sam.page)).toHaveAttribute('aria-checked', 'true');
  await everyTickerSays([sam.page, riley.page], 'Sam switched auto-pick on');
  for (const page of [sam.page, riley.page]) await expect(autoPickOnBadges(page)).toHaveCount(1);
  expect((await readRoom(admin, draft.id)).draft.autoPickPlayerIds).toEqual([sam.id]);
  await capture(sam.page, 'autopick-room-waiting');

  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  // Riley picks on his turns; Sam's turns are picked at once, never waiting out his 120 s.
  let captured = false;
  await untilPicks(admin, draft.id, 6, 60_000, async (draft) => {
    if (draft.currentPlayerId !== riley.id || draft.currentTurn === null) return;
    if (!captured) {
      captured = true;
      await closeToast(sam.page);
      await capture(sam.page, 'autopick-room-live');
    }
    await pickThroughApi(riley, draft.id, draft.currentTurn);
  });

  const room = await readRoom(admin, draft.id);
  expect(room.draft.status).toBe('completed');
  const samPicks = room.picks.filter((pick) => pick.playerId === sam.id);
  expect(samPicks.map((pick) => pick.source)).toEqual(['autopick', 'autopick', 'autopick']);
  expect(samPicks.every((pick) => pick.isAutoPick)).toBe(true);
  for (const pick of samPicks) expect(pick.secondsOnClock ?? 0, `pick ${pick.pickNumber} waited on the clock`).toBeLessThan(5);
  expect(room.picks.filter((pick) => pick.playerId === riley.id).map((pick) => pick.source)).toEqual(['player', 'player', 'player']);
  await expect(ticker(riley.page)).toContainText(`Auto-picked ${samPicks.at(-1)!.label} for Sam`);

  // The board: Sam's column carries the Auto badge, and each of his picks is marked Auto.
  for (const page of [riley.page, sam.page]) {
    const board = page.getByRole('table', { name: /Draft board/ });
    await expect(board).toBeVisible();
    await expect(board.getByRole('columnheader', { name: /Sam/ }).getByRole('img', { name: 'Auto-pick on' })).toBeVisible();
    await expect(board.getByRole('columnheader', { name: /Riley/ }).getByRole('img', { name: 'Auto-pick on' })).toHaveCount(0);
    for (const pick of samPicks) await expect(board.getByRole('cell').filter({ hasText: `Pick ${pick.pickNumber}` })).toContainText('Auto');
  }
  await capture(riley.page, 'autopick-board');

  await Promise.all([riley.page.context().close(), sam.page.context().close()]);
});

test('two turns in a row timed out: the server switches auto-pick on, the room says so, and the player switches it off', async ({ page: admin, browser }) => {
  test.setTimeout(240_000);
  // The shortest turn the server takes: each timed-out turn lasts about 12 s (the limit and its 2 s grace).
  const TURN_SECONDS = 10;
  const seats = [await newSeat(browser, 'Riley'), await newSeat(browser, 'Sam'), await newSeat(browser, 'Taylor')];
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, seats, 'amazing_race', TURN_SECONDS);
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  const { draft: started } = await ok(apiFromPage<{ draft: { phaseOneOrder: string[] } }>(admin, `/api/drafts/${draft.id}`));
  // The first picker is away: their turns 1 and 6 time out; turn 7 is then auto-picked at once.
  const away = seats.find((seat) => seat.id === started.phaseOneOrder[0])!;
  const others = seats.filter((seat) => seat !== away);
  await away.page.goto(`/player/draft/${draft.id}`);

  // The others pick on their turns; the away player's turns 1 and 6 run out, turn 7 is picked at once.
  await untilPicks(admin, draft.id, 7, 90_000, async (draft) => {
    const seat = others.find((other) => other.id === draft.currentPlayerId);
    if (seat && draft.currentTurn !== null) await pickThroughApi(seat, draft.id, draft.currentTurn);
  });
  // The admin pauses the clock: the last two turns wait while the player looks at their room.
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/pause`, { method: 'POST' }));
  const room = await readRoom(admin, draft.id);
  expect(room.picks.filter((pick) => pick.playerId === away.id).map((pick) => pick.source)).toEqual(['timer', 'timer', 'autopick']);
  expect(room.draft.autoPickPlayerIds).toEqual([away.id]);

  // The room tells the player, the switch shows on, and they switch it off.
  await expect(away.page.getByTestId('auto-pick-timeouts')).toContainText('Auto-pick is on for you: two turns timed out.');
  await expect(autoPickSwitch(away.page)).toHaveAttribute('aria-checked', 'true');
  await expect(ticker(away.page)).toContainText(`Auto-pick is on for ${away.firstName}: two turns timed out`);
  await closeToast(away.page);
  await capture(away.page, 'autopick-on-after-timeouts');
  await autoPickSwitch(away.page).click();
  await expect(toast(away.page)).toContainText('Auto-pick Off');
  await expect(autoPickSwitch(away.page)).toHaveAttribute('aria-checked', 'false');
  await expect(away.page.getByTestId('auto-pick-timeouts')).toHaveCount(0);
  await expect(ticker(away.page).getByRole('listitem').first()).toContainText(`${away.firstName} switched auto-pick off`);
  expect((await readRoom(admin, draft.id)).draft.autoPickPlayerIds).toEqual([]);

  await Promise.all(seats.map((seat) => seat.page.context().close()));
});
