import { expect, test, type Page } from '../support/test';
import { apiFromPage, ticker } from '../support/drafts';
import { draftWithSeats, newSeat, ok, pickToTheEnd, type Seat } from '../support/miniGames';
import { capture } from '../support/screens';
import { logInAsAdmin } from '../support/session';

/**
 * Watch the draft again (issue 23, item 1): three players draft to the end; one opens the Replay in
 * the finished room, steps and scrubs its timeline (a slider whose spoken value names each pick),
 * sees the board rebuilt at pick 5, plays it on at 16x to the end, and shares the moment: the link
 * opens another player's room, and the admin's, at that pick. The Replay sits above the final board,
 * and the recap and the ticker beside it follow the moment shown; the ticker shows every line.
 */

interface HistoryLite {
  events: Array<{ version: number; type: string; data: { pickNumber?: number; playerId?: string; label?: string } }>;
}

const timeline = (page: Page) => page.getByRole('slider', { name: 'Replay timeline' });
const replayBoard = (page: Page) => page.getByTestId('replay-board');
const recapCount = (page: Page) => page.getByText(/^\d+ of 9 picks made/);

test('a finished draft replays pick by pick: stepped, scrubbed, played at 16x, and shared at a moment', async ({ page: admin, browser }) => {
  test.setTimeout(240_000);
  const seats: Seat[] = [await newSeat(browser, 'Ann'), await newSeat(browser, 'Ben'), await newSeat(browser, 'Cy')];
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, seats, 'amazing_race', 120);
  await pickToTheEnd(admin, seats, draft, 'amazing_race', (open) => open[0]);

  const history = await ok(apiFromPage<HistoryLite>(seats[0].page, `/api/drafts/${draft.id}/history`));
  const picks = history.events.filter((event) => event.type === 'PickMade');
  expect(picks).toHaveLength(9);
  const firstName = (playerId?: string) => seats.find((seat) => seat.id === playerId)!.firstName;
  const said = (n: number) => `Pick ${n} of 9: ${firstName(picks[n - 1].data.playerId)} took ${picks[n - 1].data.label}`;
  expect(JSON.stringify(history)).not.toMatch(/@|fromQueue/);

  const tickerSaid = (n: number) => `Pick ${n} - ${firstName(picks[n - 1].data.playerId)} took ${picks[n - 1].data.label}`;

  // The finished room offers the Replay above its final board; the ticker beside it has every line
  // (the start, nine picks, the end), the latest eight until all are asked for.
  const player = seats[0].page;
  await player.goto(`/player/draft/${draft.id}`);
  const watch = player.getByRole('button', { name: 'Watch the draft again' });
  const boardBox = (await player.getByTestId('draft-board').boundingBox())!;
  expect((await watch.boundingBox())!.y).toBeLessThan(boardBox.y);
  await expect(recapCount(player)).toHaveText('9 of 9 picks made');
  await expect(ticker(player).getByRole('listitem')).toHaveCount(8);
  await player.getByRole('button', { name: 'Show all 11 lines' }).click();
  await expect(ticker(player).getByRole('listitem')).toHaveCount(11);
  await expect(ticker(player).getByRole('listitem').last()).toHaveText('The draft has started');
  await expect(player.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await capture(player, 'draft-finished-room');

  // It opens at the draft's first moment: the recap and the ticker are as they stood then.
  await watch.click();
  const slider = timeline(player);
  await expect(slider).toHaveAttribute('aria-valuetext', 'Draft created');
  await expect(player).toHaveURL(/[?&]at=1$/);
  await expect(recapCount(player)).toHaveText('0 of 9 picks made at the Replay’s moment');
  await expect(ticker(player)).toHaveCount(0);

  // Keyboard: End, then a step back with the button; Home, then a pick at a time with Page Up.
  await slider.focus();
  await player.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Draft complete: 9 of 9 picks');
  await player.getByRole('button', { name: 'Step back' }).click();
  await expect(slider).toHaveAttribute('aria-valuetext', said(9));
  await slider.focus();
  await player.keyboard.press('Home');
  await player.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Ann joined');
  for (let n = 1; n <= 5; n += 1) await player.keyboard.press('PageUp');
  await expect(slider).toHaveAttribute('aria-valuetext', said(5));
  await expect(player.getByTestId('replay-moment')).toContainText(said(5));

  // The board at pick 5: five picks, four cells still open, the order with who is on the clock (pick 6).
  await expect(replayBoard(player).getByRole('cell').filter({ hasText: 'Not picked' })).toHaveCount(4);
  await expect(replayBoard(player).getByRole('cell').filter({ hasText: 'Pick 5' })).toContainText(picks[4].data.label!);
  const order = player.getByRole('list', { name: 'Order at this moment' });
  await expect(order.getByRole('listitem')).toHaveCount(3);
  await expect(order.locator('[aria-current="step"]')).toContainText(firstName(picks[5].data.playerId));
  const atPick5 = picks[4].version;
  await expect(player).toHaveURL(new RegExp(`[?&]at=${atPick5}$`));
  // The recap and the ticker beside it at pick 5: five picks, the fifth the latest line, none after it.
  await expect(recapCount(player)).toHaveText('5 of 9 picks made at the Replay’s moment');
  await expect(ticker(player).getByRole('listitem')).toHaveCount(6);
  await expect(ticker(player).getByRole('listitem').first()).toHaveText(tickerSaid(5));
  await expect(ticker(player)).not.toContainText('Pick 6 -');
  await capture(player, 'draft-replay');

  // Scrub: a press at the track's start goes back to the beginning; one at its end, to the end.
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: 4, y: box.height / 2 } });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Draft created');
  await slider.click({ position: { x: box.width - 4, y: box.height / 2 } });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Draft complete: 9 of 9 picks');

  // Play at 16x from pick 5 to the end; it stops there and offers to play again.
  await slider.focus();
  await player.keyboard.press('Home');
  for (let n = 1; n <= 5; n += 1) await player.keyboard.press('PageUp');
  await player.getByRole('button', { name: '16x' }).click();
  await expect(player.getByRole('button', { name: '16x' })).toHaveAttribute('aria-pressed', 'true');
  await player.getByTestId('replay-play').click();
  await expect(slider).toHaveAttribute('aria-valuetext', 'Draft complete: 9 of 9 picks', { timeout: 20_000 });
  await expect(player.getByTestId('replay-play')).toHaveText('Play again');
  await expect(replayBoard(player).getByRole('cell').filter({ hasText: 'Not picked' })).toHaveCount(0);
  // At the end the recap and the ticker show the whole draft again; closed, the room's own.
  await expect(recapCount(player)).toHaveText('9 of 9 picks made at the Replay’s moment');
  await expect(ticker(player).getByRole('listitem')).toHaveCount(11);
  await expect(ticker(player).getByRole('listitem').first()).toHaveText('The draft is complete');
  await player.getByRole('button', { name: 'Close the replay' }).click();
  await expect(recapCount(player)).toHaveText('9 of 9 picks made');
  await expect(ticker(player).getByRole('listitem')).toHaveCount(11);

  // The share link opens another player's room at pick 5, and the admin's.
  const other = seats[1].page;
  await other.goto(`/player/draft/${draft.id}?at=${atPick5}`);
  await expect(timeline(other)).toHaveAttribute('aria-valuetext', said(5));
  await expect(replayBoard(other).getByRole('cell').filter({ hasText: 'Not picked' })).toHaveCount(4);
  await admin.goto(`/draft/${draft.id}?at=${atPick5}`);
  await expect(timeline(admin)).toHaveAttribute('aria-valuetext', said(5));
  // Closing the replay takes the moment out of the address.
  await admin.getByRole('button', { name: 'Close the replay' }).click();
  await expect(timeline(admin)).toHaveCount(0);
  await expect(admin).toHaveURL(new RegExp(`/draft/${draft.id}$`));

  // Someone outside the draft gets no history.
  const outsider = await newSeat(browser, 'Dee');
  expect((await apiFromPage(outsider.page, `/api/drafts/${draft.id}/history`)).status).toBe(403);
});

test('a live draft’s replay, caught up, follows the picks still to come', async ({ page: admin, browser }) => {
  test.setTimeout(180_000);
  const seats: Seat[] = [await newSeat(browser, 'Eve'), await newSeat(browser, 'Finn')];
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, seats, 'amazing_race', 120);
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  type Room = { draft: { currentTurn: number; currentPlayerId: string } };
  const pickNext = async () => {
    const { draft: live } = await ok(apiFromPage<Room>(admin, `/api/drafts/${draft.id}`));
    const seat = seats.find((candidate) => candidate.id === live.currentPlayerId)!;
    const [first] = await ok(apiFromPage<Array<{ id: string; label?: string }>>(seat.page, `/api/drafts/${draft.id}/available-teams`));
    await ok(apiFromPage(seat.page, `/api/drafts/${draft.id}/pick`, { method: 'POST', body: { teamId: first.id, pickNumber: live.currentTurn } }));
  };
  await pickNext();

  const player = seats[0].page;
  await player.goto(`/player/draft/${draft.id}`);
  await player.getByRole('button', { name: 'Watch the draft again' }).click();
  const slider = timeline(player);
  await slider.focus();
  await player.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', /^Pick 1 of 6: (Eve|Finn) took /);
  await pickNext();
  await expect(slider).toHaveAttribute('aria-valuetext', /^Pick 2 of 6: (Eve|Finn) took /);
  await expect(player.getByRole('list', { name: 'Order at this moment' }).locator('[aria-current="step"]')).toHaveCount(1);
});
