import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { newPlayer } from '../support/accounts';
import { apiFromPage, everyTickerSays, pickButtons, pickFirstOpenCard, presenceDots, ticker, tickerAnnouncement, yourTurn } from '../support/drafts';
import { gatewayOfThisFile } from '../support/gatewayProcess';
import { undoLastPick } from '../support/draftNight';
import { ok, solveJigsaw } from '../support/miniGames';
import { openPointsDialog, pointsChanges, savePoints } from '../support/points';
import { capture, closeToast, WIDTHS } from '../support/screens';
import { chartEnds, standingsTable, tableTotals } from '../support/standings';
import { logInAsAdmin, register, toast } from '../support/session';

/**
 * A whole Big Brother season as a league lives it (issue 19), on a server of its own so no other test
 * touches its cast or its episodes: the admin loads the cast and creates a draft with a 20 s turn; three
 * new players join (one on a phone, through the invite link); the draft starts on a countdown, speaks
 * every pick and commissioner action, pauses, undoes, auto-picks once and ends on a board; two episodes
 * are scored and the second corrected (one winner), a contestant is evicted in the points dialog and
 * another from Data Tools after the draft; standings are one click away and ask about spoilers first
 * (the scored episodes only), and a player guarded at episode 1 sees episode 2's eviction nowhere until
 * tapped; a mini-game is sent from its card, its board fills a phone from Start, it is solved, and its
 * finish shows and awards 3 points to the one who solved it; the chart then ends at the table's totals.
 */

const TURN_SECONDS = 20;
const JIGSAW = 'Family Game Night Jigsaw';

type Room = {
  draft: { status: string; currentPlayerId: string | null; currentTurn: number | null };
  picks: Array<{ playerId: string; contestantId?: string; pickNumber: number; isAutoPick: boolean }>;
};
type Contestant = { id: string; name: string; isActive: boolean; eliminatedIn: number | null };

interface Seat {
  page: Page;
  context: BrowserContext;
  id: string;
  firstName: string;
}

const gateway = gatewayOfThisFile();

async function contextAt(browser: Browser, size: { width: number; height: number }) {
  return browser.newContext({ baseURL: gateway.url, viewport: size, permissions: ['clipboard-read', 'clipboard-write'] });
}

/** A new player, registered in a browser of their own at the given width, on their dashboard. */
async function newSeat(browser: Browser, firstName: string, size = WIDTHS.desktop): Promise<Seat> {
  const context = await contextAt(browser, size);
  const page = await context.newPage();
  await register(page, newPlayer(firstName));
  await expect(page).toHaveURL(/\/player\/dashboard$/);
  const me = await ok(apiFromPage<{ id: string }>(page, '/api/players/me'));
  return { page, context, id: me.id, firstName };
}

async function joinWithCode(seat: Seat, joinCode: string) {
  await seat.page.getByText('Enter Join Code').click();
  await seat.page.getByLabel('Join Code', { exact: true }).fill(joinCode);
  await seat.page.getByRole('button', { name: 'Join Draft' }).click();
  await expect(seat.page).toHaveURL(/\/player\/draft\//);
}

const readRoom = (page: Page, draftId: string) => ok(apiFromPage<Room>(page, `/api/drafts/${draftId}`));

async function seatOnTheClock(admin: Page, seats: Seat[], draftId: string): Promise<Seat> {
  let onClock: Seat | undefined;
  await expect
    .poll(
      async () => {
        const { draft } = await readRoom(admin, draftId);
        onClock = seats.find((seat) => seat.id === draft.currentPlayerId);
        return onClock !== undefined && (await yourTurn(onClock.page).isVisible());
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return onClock!;
}

const OUT_LATER = 'Out later in the season - tap to reveal';

const standingsRow = (page: Page, name: string) => standingsTable(page).getByRole('row').filter({ hasText: name });

test('a Big Brother season: invite, a countdown, a draft that speaks, a board, corrected episodes, evictions, standings, a mini-game', async ({ browser }) => {
  test.setTimeout(480_000);
  const adminContext = await contextAt(browser, WIDTHS.desktop);
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);

  // The cast, and a draft with a 20 s turn, from the dashboard.
  await admin.getByRole('button', { name: 'Seed Contestants', exact: true }).click();
  await expect(toast(admin)).toContainText(/season 27/);
  await closeToast(admin);
  const form = admin.getByRole('form', { name: 'Create a draft' });
  await form.getByLabel('Show').selectOption('big_brother');
  await form.getByLabel(/Turn Time Limit/).fill(String(TURN_SECONDS));
  await form.getByRole('button', { name: 'Create Draft' }).click();
  await expect.poll(async () => (await apiFromPage<unknown[]>(admin, '/api/admin/drafts')).body.length).toBe(1);
  const [draft] = (await apiFromPage<Array<{ id: string; joinCode: string }>>(admin, '/api/admin/drafts')).body;
  const league = `Big Brother #${draft.joinCode}`;

  // Two players join with the code; the third, on a phone, through the invite link the admin copied.
  const [ann, ben] = [await newSeat(browser, 'Ann'), await newSeat(browser, 'Ben')];
  await joinWithCode(ann, draft.joinCode);
  await joinWithCode(ben, draft.joinCode);
  await admin.goto('/drafts');
  await admin
    .getByRole('button', { name: `Copy invite link ${draft.joinCode}` })
    .first()
    .click();
  const link = await admin.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${gateway.url}/join/${draft.joinCode}`);
  const cleo = await newSeat(browser, 'Cleo', WIDTHS.phone);
  await cleo.page.goto(link);
  const join = cleo.page.getByRole('region', { name: 'Join a Draft' });
  await expect(join.getByLabel('Join Code', { exact: true })).toHaveValue(draft.joinCode);
  await join.getByRole('button', { name: 'Join Draft' }).click();
  await expect(cleo.page).toHaveURL(new RegExp(`/player/draft/${draft.id}$`));
  const seats = [ann, ben, cleo];
  const players = seats.map((seat) => seat.page);
  const everyone = [admin, ...players];

  // The admin's room: everyone is there; the draft starts on a 10 s countdown every player sees.
  await admin.goto(`/draft/${draft.id}`);
  await expect(presenceDots(admin, true)).toHaveCount(3);
  await admin.getByRole('button', { name: 'Start in 10 s' }).click();
  for (const page of players) await expect(page.getByTestId('start-countdown')).toContainText(/Starting in \d+ s/);
  for (const page of everyone) await expect(ticker(page)).toContainText('The draft has started', { timeout: 25_000 });

  // Pick by pick, as the server counts them: every ticker names each pick; a pause, an undo and one pick left to the clock.
  const done = new Set<string>();
  const once = (step: string) => !done.has(step) && done.add(step) !== undefined;
  for (;;) {
    const { draft: now, picks } = await readRoom(admin, draft.id);
    if (now.status === 'completed') break;
    const number = picks.length + 1;
    const seat = await seatOnTheClock(admin, seats, draft.id);
    if (number === 1 && once('up next')) {
      const waiting = seats.filter((other) => other !== seat);
      const upNext = await Promise.all(waiting.map(async (other) => (await other.page.getByTestId('up-next').textContent())?.trim()));
      expect(upNext.sort()).toEqual(["You're up in 2 picks", "You're up next"]);
    }
    if (number === 6 && once('clock')) {
      // Nobody picks: the server's clock picks for them, and every ticker says so.
      await expect.poll(async () => (await readRoom(admin, draft.id)).picks.length, { timeout: (TURN_SECONDS + 12) * 1000 }).toBe(6);
      await everyTickerSays(everyone, new RegExp(`Pick 6 - .* for ${seat.firstName}`));
      continue;
    }
    const name = await pickFirstOpenCard(seat.page);
    for (const page of players) await expect(tickerAnnouncement(page)).toContainText(`Pick ${number} - ${seat.firstName} took ${name}`);
    // The pause comes the moment pick 2 is in, so pick 3's turn keeps nearly all its time through it
    // (a pause keeps what is left of the turn; on a loaded machine the checks below take seconds).
    const pausing = number === 2 && once('pause');
    if (pausing) await admin.getByRole('button', { name: 'Pause Timer' }).click();
    // (The last pick's line is followed at once by the draft's end.)
    for (const page of everyone) await expect(ticker(page)).toContainText(`Pick ${number} - ${seat.firstName} took ${name}`);
    if (pausing) {
      await everyTickerSays(everyone, 'Admin paused the draft');
      for (const page of players) await expect(yourTurn(page)).toHaveCount(0);
      const { draft: paused } = await readRoom(admin, draft.id);
      const next = seats.find((other) => other.id === paused.currentPlayerId)!;
      await expect(next.page.getByText("Paused - you're up when the draft resumes")).toBeVisible();
      await capture(next.page, 'season-room-paused');
      await admin.getByRole('button', { name: 'Resume Timer' }).click();
      await everyTickerSays(everyone, 'Admin resumed the draft');
    }
    if (number === 4 && once('undo')) {
      await closeToast(admin);
      await undoLastPick(admin, `Undo pick 4, ${seat.firstName}'s ${name}?`);
      await everyTickerSays(everyone, `Admin undid pick 4: ${seat.firstName}'s ${name}`);
    }
  }

  // The end: a board of 3 rounds by 3 players everywhere, a recap, the standings a link away, no Pick button.
  await expect.poll(async () => (await readRoom(admin, draft.id)).draft.status).toBe('completed');
  for (const page of everyone) {
    await expect(page.getByRole('table', { name: /Draft board: 3 rounds by 3 players/ })).toBeVisible();
    await expect(pickButtons(page)).toHaveCount(0);
  }
  await expect(admin.getByRole('heading', { name: 'Draft Recap' })).toBeVisible();
  await expect(ann.page.getByRole('link', { name: 'View Standings' })).toHaveAttribute('href', `/leaderboard?draft=${draft.id}`);
  await capture(cleo.page, 'season-draft-board');
  await cleo.page.setViewportSize(WIDTHS.phone);

  const room = await readRoom(admin, draft.id);
  expect(room.picks.filter((pick) => pick.isAutoPick)).toHaveLength(1);
  const cast = await ok(apiFromPage<Contestant[]>(admin, '/api/contestants'));
  const drafted = (seat: Seat) =>
    room.picks
      .filter((pick) => pick.playerId === seat.id)
      .sort((a, b) => a.pickNumber - b.pickNumber)
      .map((pick) => cast.find((member) => member.id === pick.contestantId)!);
  const undrafted = cast.filter((member) => !room.picks.some((pick) => pick.contestantId === member.id));

  // Episode 1: Head of Household for Ann's first pick.
  const [annFirst] = drafted(ann);
  await admin.goto('/admin');
  let dialog = await openPointsDialog(admin, 'Big Brother');
  await dialog.getByLabel('Episode', { exact: true }).selectOption({ label: 'Episode 1' });
  await dialog.getByLabel('Head of Household winner').selectOption({ label: annFirst.name });
  await savePoints(admin, 'Big Brother episode 1: 1 entry saved (1 new)');

  // Episode 2: the Veto goes to the wrong contestant, then is corrected; Ben's first pick is evicted.
  const [wrong, right] = [undrafted[0], drafted(ben)[1]];
  const benOut = drafted(ben)[0];
  await admin.goto('/admin');
  dialog = await openPointsDialog(admin, 'Big Brother');
  await dialog.getByLabel('Episode', { exact: true }).selectOption({ label: 'Episode 2' });
  await dialog.getByLabel('Veto winner').selectOption({ label: wrong.name });
  await savePoints(admin, 'Big Brother episode 2: 1 entry saved (1 new)');
  await admin.goto('/admin');
  dialog = await openPointsDialog(admin, 'Big Brother');
  await dialog.getByLabel('Episode', { exact: true }).selectOption({ label: 'Episode 2' });
  await expect(dialog.getByLabel('Veto winner')).toHaveValue(wrong.id);
  await dialog.getByLabel('Veto winner').selectOption({ label: right.name });
  await dialog.getByLabel('Add who was evicted this episode').selectOption({ label: benOut.name });
  const firstName = (member: Contestant) => member.name.split(' ')[0];
  await expect(pointsChanges(admin)).toContainText(`Veto: ${firstName(wrong)} -2, ${firstName(right)} +2`);
  await expect(pointsChanges(admin)).toContainText(`${firstName(benOut)} evicted`);
  await capture(admin, 'season-points-correction', false);
  await savePoints(admin, /Big Brother episode 2: 1 entry saved \(1 new, 1 removed, 1 evicted\)/);

  // One Veto winner in episode 2, and the log says who changed what.
  const totals = (await apiFromPage<Record<string, Record<string, number>>>(admin, '/api/contestant-point-totals-table')).body;
  expect(totals[right.id]['2']).toBe(2);
  expect(totals[wrong.id]?.['2']).toBeUndefined();
  await expect(admin.getByRole('region', { name: 'Latest Big Brother entries' })).toContainText(
    `e2e-admin removed ${wrong.name}'s Veto (2) in episode 2: replaced by ${right.name}`,
  );

  // After the draft, Data Tools evicts Cleo's first pick: her open page shows it without a reload.
  const cleoOut = drafted(cleo)[0];
  await cleo.page.goto('/player/your-contestants?show=big_brother');
  await admin.goto('/admin');
  const house = admin.getByRole('region', { name: 'Big Brother cast' });
  await house.getByRole('button', { name: `Eliminate ${cleoOut.name}`, exact: true }).click();
  await expect(toast(admin)).toContainText(`${cleoOut.name}: Evicted.`);
  await closeToast(admin);
  const cleoQuestion = cleo.page.getByRole('button', { name: "I'm caught up" });
  if (await cleoQuestion.isVisible()) await cleoQuestion.click();
  await expect(cleo.page.getByRole('region', { name: 'Your Big Brother Contestants' }).getByRole('listitem').filter({ hasText: cleoOut.name })).toContainText(
    'EVICTED',
  );

  // Standings one click away: the nav's Leaderboard, the league's tab, the spoiler question first.
  await ann.page.goto('/player/dashboard');
  await ann.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(ann.page).toHaveURL(new RegExp(`/leaderboard\\?draft=${draft.id}$`));
  await expect(ann.page.getByRole('region', { name: 'How far have you watched Big Brother?' })).toBeVisible();
  await expect(ann.page.getByRole('table', { name: /Player Leaderboard/ })).toHaveCount(0);
  await ann.page.getByRole('button', { name: "I'm caught up" }).click();
  await expect(standingsRow(ann.page, 'Ann Tester').getByRole('cell').last()).toHaveText('3');
  await expect(standingsRow(ann.page, 'Ben Tester')).toContainText('2 of 3 still in');
  await expect(standingsRow(ann.page, 'Cleo Tester')).toContainText('2 of 3 still in');
  await ann.page.mouse.move(0, 0); // the click left the pointer over the chart, where its tooltip would open
  await capture(ann.page, 'season-leaderboard');

  // Ben has watched episode 1 only. The question offers the two scored episodes, not the season's 35...
  await ben.page.goto('/leaderboard');
  await expect(ben.page).toHaveURL(new RegExp(`/leaderboard\\?draft=${draft.id}$`));
  const benAsk = ben.page.getByRole('region', { name: 'How far have you watched Big Brother?' });
  await expect(benAsk.getByLabel('Last episode you watched').locator('option')).toHaveText(['None yet', 'Episode 1', 'Episode 2']);
  await benAsk.getByLabel('Last episode you watched').selectOption({ label: 'Episode 1' });
  await benAsk.getByRole('button', { name: 'Watched through episode 1' }).click();
  // ...his own first pick, evicted in episode 2, still counts as in, and his guard offers the same episodes.
  await expect(standingsRow(ben.page, 'Ben Tester')).toContainText('3 of 3 still in');
  await expect(ben.page.getByLabel('Watched through', { exact: true }).locator('option')).toHaveText([
    'Everything (no spoiler guard)',
    'Nothing yet (hide every episode)',
    'Episode 1',
    'Episode 2',
  ]);
  // Nowhere does it say he is out: not on his cards, not on the bios, until he taps.
  await ben.page.goto('/player/your-contestants?show=big_brother');
  const benCard = ben.page.getByRole('region', { name: 'Your Big Brother Contestants' }).getByRole('listitem').filter({ hasText: benOut.name });
  await expect(benCard.getByRole('button', { name: `${OUT_LATER}: ${benOut.name}` })).toBeVisible();
  await expect(benCard).not.toContainText('EVICTED');
  await capture(ben.page, 'season-spoiler-guard-cards');
  await ben.page.goto('/player/contestant-bios');
  const benBio = ben.page.getByRole('listitem').filter({ has: ben.page.getByRole('heading', { name: benOut.name, exact: true }) });
  await expect(benBio.getByRole('button', { name: `${OUT_LATER}: ${benOut.name}` })).toBeVisible();
  await expect(benBio).not.toContainText('Evicted in episode 2');
  await benBio.getByRole('button', { name: `${OUT_LATER}: ${benOut.name}` }).click();
  await expect(benBio).toContainText('Evicted in episode 2');

  // The admin sees the same standings, whole.
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
  await admin.getByRole('tablist', { name: 'Leaderboards' }).getByRole('tab', { name: league }).click();
  await expect(standingsRow(admin, 'Ben Tester').getByRole('cell').last()).toHaveText('2');

  // A mini-game: sent from its card, solved by Ann, finished and awarded from its row.
  await admin.goto('/admin/mini-games');
  await admin.getByRole('button', { name: `Send ${JIGSAW}` }).click();
  const send = admin.getByRole('dialog', { name: 'Send Mini-Game' });
  const option = await send.getByLabel('Draft').locator('option', { hasText: draft.joinCode }).getAttribute('value');
  await send.getByLabel('Draft').selectOption(option);
  await send.getByRole('button', { name: 'Send Mini-Game' }).click();
  await expect(toast(admin)).toContainText('Mini-Game Sent!');
  await closeToast(admin);
  const games = await ok(apiFromPage<Array<{ id: string; title: string }>>(ann.page, '/api/player/mini-games'));
  // On her phone Cleo opens it: from Start the board and the tray are on the screen, nothing scrolled.
  await cleo.page.goto(`/player/mini-game/${games[0].id}`);
  await cleo.page.getByRole('button', { name: 'Start New Attempt' }).click();
  await expect(cleo.page.getByRole('group', { name: 'Board: 5 columns, 4 rows' })).toBeInViewport({ ratio: 1 });
  await expect(cleo.page.getByRole('group', { name: 'Tray of pieces' })).toBeInViewport({ ratio: 1 });
  expect(await cleo.page.evaluate(() => window.scrollY)).toBe(0);
  await capture(cleo.page, 'season-minigame-attempt', false);
  await cleo.page.setViewportSize(WIDTHS.phone);
  await solveJigsaw(ann, games[0].id, 2500);
  const row = admin.getByRole('list', { name: 'Sent mini-games' }).getByRole('listitem').filter({ hasText: draft.joinCode });
  await expect(row).toContainText('1/3 completed');
  await row.getByRole('button', { name: `Finish & award: ${JIGSAW}, ${league}` }).click();
  // By the rules: 1st place gets 3, said before Award.
  const finish = admin.getByRole('dialog', { name: `Finish ${JIGSAW}?` });
  await expect(finish.getByRole('status')).toHaveText('1 player gets points: 3. Nobody can play it after this.');
  await expect(finish.getByRole('list', { name: 'Rankings' }).getByRole('listitem').filter({ hasText: 'Ann Tester' })).toContainText('3 pts');
  await capture(admin, 'season-minigame-finish', false);
  await finish.getByRole('button', { name: 'Award Points' }).click();
  await expect(toast(admin)).toContainText('Mini-Game Finished!');
  await expect(row.getByText('Finished', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('In Progress');

  // Ann's standings count the 3 beside the episodes, and the chart's lines end at the table's totals.
  await ann.page.reload();
  await expect(standingsRow(ann.page, 'Ann Tester').getByRole('cell').last()).toHaveText('6');
  const { ends } = await chartEnds(ann.page);
  expect(Object.fromEntries(ends)).toEqual(Object.fromEntries(await tableTotals(ann.page)));
  await capture(ann.page, 'season-leaderboard-awarded');
  // The Mini-games tab lists the game.
  await ann.page.getByRole('tablist', { name: 'Leaderboards' }).getByRole('tab', { name: 'Mini-games' }).click();
  await expect(ann.page.getByRole('heading', { name: JIGSAW }).first()).toBeVisible();

  // On the phone, Cleo's dashboard opens on her league.
  await cleo.page.goto('/player/dashboard');
  await expect(cleo.page.getByRole('heading', { name: 'Big Brother Player Leaderboard' })).toBeVisible();
  await capture(cleo.page, 'season-dashboard');

  await Promise.all([adminContext.close(), ...seats.map((seat) => seat.context.close())]);
});
