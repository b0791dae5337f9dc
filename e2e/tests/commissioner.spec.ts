import { expect, test } from '../support/test';
import { apiFromPage, everyTickerSays, playerOnTheClock } from '../support/drafts';
import { readRoom, undoQuestion } from '../support/draftNight';
import { draftWithSeats, newSeat } from '../support/miniGames';
import { capture, closeToast, WIDTHS } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/**
 * A commissioner who acts for the absent (issue 28 §6): the owner admin picks for the player on the
 * clock and every ticker says "Commish picked X for Y"; Undo Last Pick asks first, naming the pick
 * (Cancel keeps it, Undo Pick takes it back); on a 390 px phone Undo and Clear Picks & Restart sit in
 * their own group, apart from Pause.
 */

// Nobody's turn runs out while the test looks around.
const TURN_SECONDS = 120;

test('the owner picks for the player on the clock; Undo asks first, naming the pick; on a phone Undo sits apart from Pause', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  const seats = [await newSeat(browser, 'Riley'), await newSeat(browser, 'Sam')];
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, seats, 'amazing_race', TURN_SECONDS);
  for (const seat of seats) await seat.page.goto(`/player/draft/${draft.id}`);
  await admin.goto(`/draft/${draft.id}`);
  await admin.getByRole('button', { name: 'Start Draft' }).click();
  await everyTickerSays([admin, ...seats.map((seat) => seat.page)], 'The draft has started');

  // The player on the clock is away: the owner picks for them from the available teams.
  const onClockPage = await playerOnTheClock(seats.map((seat) => seat.page));
  const absent = seats.find((seat) => seat.page === onClockPage)!;
  const { draft: live } = await readRoom(admin, draft.id);
  expect(live.currentPlayerId).toBe(absent.id);
  const pickFor = admin.getByRole('button', { name: new RegExp(`^Pick for ${absent.firstName}: `) });
  await expect(pickFor.first()).toBeVisible();
  await closeToast(admin);
  await capture(admin, 'commissioner-room-on-the-clock');

  await pickFor.first().click();
  await expect(toast(admin)).toContainText(`for ${absent.firstName}.`);
  const { picks } = await readRoom(admin, draft.id);
  expect(picks).toHaveLength(1);
  expect(picks[0]).toMatchObject({ pickNumber: 1, playerId: absent.id, source: 'commissioner', isAutoPick: false });
  const label = picks[0].label;
  await everyTickerSays([admin, ...seats.map((seat) => seat.page)], `Pick 1 - Commish picked ${label} for ${absent.firstName}`);
  // The absent player's own list marks the pick as the commissioner's.
  await expect(absent.page.getByText('Commish', { exact: true }).first()).toBeVisible();

  // Undo asks first and names the pick; Cancel keeps it.
  await closeToast(admin);
  await admin.getByRole('button', { name: 'Undo Last Pick' }).click();
  const question = undoQuestion(admin);
  await expect(question).toContainText(`Undo pick 1, ${absent.firstName}'s ${label}?`);
  await capture(admin, 'commissioner-undo-question', false);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect((await readRoom(admin, draft.id)).picks).toHaveLength(1);

  // On a phone Undo and Clear Picks & Restart sit in their own group, well below Pause.
  await admin.setViewportSize(WIDTHS.phone);
  const pause = admin.getByRole('button', { name: 'Pause Timer' });
  const fixMistakes = admin.getByRole('group', { name: 'Fix mistakes' });
  await expect(fixMistakes.getByRole('button', { name: 'Undo Last Pick' })).toBeVisible();
  await expect(fixMistakes.getByRole('button', { name: 'Clear Picks & Restart' })).toBeVisible();
  await expect(fixMistakes.getByRole('button', { name: 'Pause Timer' })).toHaveCount(0);
  const pauseBox = (await pause.boundingBox())!;
  const undoBox = (await fixMistakes.getByRole('button', { name: 'Undo Last Pick' }).boundingBox())!;
  expect(undoBox.y - (pauseBox.y + pauseBox.height), 'space between Pause and Undo on a phone').toBeGreaterThanOrEqual(40);
  await admin.setViewportSize(WIDTHS.desktop);

  // Confirmed, the pick goes back and the same player is on the clock again.
  await admin.getByRole('button', { name: 'Undo Last Pick' }).click();
  await expect(question).toContainText(`Undo pick 1, ${absent.firstName}'s ${label}?`);
  await question.getByRole('button', { name: 'Undo Pick' }).click();
  await expect(toast(admin)).toContainText('Pick Undone');
  await expect(question).toBeHidden();
  await everyTickerSays([admin, ...seats.map((seat) => seat.page)], `Admin undid pick 1: ${absent.firstName}'s ${label}`);
  expect((await readRoom(admin, draft.id)).picks).toHaveLength(0);
  expect(await playerOnTheClock(seats.map((seat) => seat.page))).toBe(absent.page);

  // A player cannot use the commissioner's pick (403).
  const refused = await apiFromPage<{ message: string }>(absent.page, `/api/admin/drafts/${draft.id}/pick`, { method: 'POST', body: { itemId: 'x' } });
  expect(refused.status).toBe(403);

  await Promise.all(seats.map((seat) => seat.page.context().close()));
});
