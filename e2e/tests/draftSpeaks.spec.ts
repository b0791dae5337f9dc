import { expect, test } from '../support/test';
import {
  adminCreatesDraft,
  apiFromPage,
  pickFirstOpenCard,
  playerOnTheClock,
  everyTickerSays,
  presenceDots,
  ticker,
  tickerAnnouncement,
  threePlayersJoin,
  yourTurn,
} from '../support/drafts';
import { undoLastPick } from '../support/draftNight';
import { capture, closeToast } from '../support/screens';

// Long enough that no turn runs out while the test looks around: every pick here is a player's.
const TURN_SECONDS = 120;
const PAUSED = "Paused - you're up when the draft resumes";

test('a draft that speaks: countdown, named picks in every ticker, up in N, pause and undo lines, presence, a clock in view', async ({ browser }) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const draft = await adminCreatesDraft(admin, TURN_SECONDS);
  const players = await threePlayersJoin(browser, draft.joinCode);
  const pages = players.map((p) => p.page);
  const everyone = [admin, ...pages];

  // Presence: the admin's room shows a dot for each player with the room open.
  await admin.goto(`/draft/${draft.id}`);
  for (const { player } of players) await expect(admin.getByText(player.firstName).first()).toBeVisible();
  await expect(presenceDots(admin, true)).toHaveCount(3);

  // "Start in 10 s": every player sees the countdown; the admin may cancel it (or start now).
  await admin.getByRole('button', { name: 'Start in 10 s' }).click();
  for (const page of pages) await expect(page.getByTestId('start-countdown')).toContainText(/Starting in \d+ s/);
  await admin.getByRole('button', { name: 'Cancel countdown' }).click();
  for (const page of pages) await expect(page.getByText('Waiting to Start').first()).toBeVisible();
  await everyTickerSays(pages, 'Admin stopped the countdown');

  await closeToast(admin);
  await admin.getByRole('button', { name: 'Start in 10 s' }).click();
  await expect(admin.getByTestId('start-countdown')).toContainText(/Starting in \d+ s/);
  await capture(admin, 'admin-room-countdown');
  // Nobody clicks again: the draft starts by itself when the countdown runs out.
  await everyTickerSays(everyone, 'The draft has started');

  // Before pick 1: one player is on the clock, one is up next, one is up in 2 picks (snake order).
  const first = await playerOnTheClock(pages);
  const waiting = pages.filter((page) => page !== first);
  const upNext = await Promise.all(waiting.map(async (page) => (await page.getByTestId('up-next').textContent())?.trim()));
  expect(upNext.sort()).toEqual(["You're up in 2 picks", "You're up next"]);
  await expect(first.getByTestId('up-next')).toHaveCount(0);

  // Each pick is named in every player's ticker, newest first, and announced politely.
  const firstName = players[pages.indexOf(first)].player.firstName;
  const firstPick = await pickFirstOpenCard(first);
  await everyTickerSays(everyone, `Pick 1 - ${firstName} took ${firstPick}`);
  for (const page of pages) await expect(tickerAnnouncement(page)).toContainText(`Pick 1 - ${firstName} took ${firstPick}`);

  const second = await playerOnTheClock(pages);
  const secondName = players[pages.indexOf(second)].player.firstName;
  const secondPick = await pickFirstOpenCard(second);
  await everyTickerSays(everyone, `Pick 2 - ${secondName} took ${secondPick}`);
  for (const page of pages) await expect(ticker(page).getByRole('listitem').nth(1)).toContainText(`Pick 1 - ${firstName} took ${firstPick}`);

  // Position 3 picks twice at the turn: picks 3 and 4 are theirs, so the first picker is up in 2 picks.
  const third = await playerOnTheClock(pages);
  await expect(first.getByTestId('up-next')).toHaveText("You're up in 3 picks");
  await expect(second.getByTestId('up-next')).toHaveText("You're up in 2 picks");
  await closeToast(second);
  await capture(second, 'player-room-ticker');

  // Pause: every player hears it; the player on the clock is told they are up once it resumes, and no screen says it's their turn.
  await admin.getByRole('button', { name: 'Pause Timer' }).click();
  await everyTickerSays(everyone, 'Admin paused the draft');
  await expect(third.getByText(PAUSED)).toBeVisible();
  for (const page of pages) await expect(yourTurn(page)).toHaveCount(0);
  for (const page of pages) await expect(tickerAnnouncement(page)).toContainText('Admin paused the draft');
  await capture(third, 'player-room-paused');
  for (const page of pages) await expect(yourTurn(page)).toHaveCount(0);
  await admin.getByRole('button', { name: 'Resume Timer' }).click();
  await everyTickerSays(everyone, 'Admin resumed the draft');
  await expect(yourTurn(third)).toBeVisible();

  // Undo: every player hears which pick went back, whose it was and what it was.
  await closeToast(admin);
  await undoLastPick(admin, `Undo pick 2, ${secondName}'s ${secondPick}?`);
  await everyTickerSays(everyone, `Admin undid pick 2: ${secondName}'s ${secondPick}`);
  for (const page of pages) await expect(tickerAnnouncement(page)).toContainText(`Admin undid pick 2: ${secondName}'s ${secondPick}`);
  await expect(yourTurn(second)).toBeVisible();

  // The clock stays in view on a desktop when the page scrolls down to the cards.
  await first.setViewportSize({ width: 1280, height: 800 });
  await first.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => first.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const clock = first.getByRole('region', { name: 'Current Turn' });
  await expect(clock).toBeInViewport();
  const box = (await clock.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(800);

  // Presence: a player who closes the room shows as away in the admin's room.
  const room = (await apiFromPage<{ picks: unknown[] }>(admin, `/api/drafts/${draft.id}`)).body;
  expect(room.picks).toHaveLength(1);
  await players[2].context.close();
  await expect(presenceDots(admin, false)).toHaveCount(1);
  await expect(presenceDots(admin, true)).toHaveCount(2);

  await Promise.all([adminContext.close(), players[0].context.close(), players[1].context.close()]);
});
