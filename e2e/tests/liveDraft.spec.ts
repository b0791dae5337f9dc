import { expect, test } from '../support/test';
import { adminCreatesDraft, apiFromPage, pickButtons, pickFirstOpenCard, playerOnTheClock, threePlayersJoin } from '../support/drafts';
import { undoQuestion } from '../support/draftNight';
import { toast } from '../support/session';

// Long enough for a loaded CI machine to click in time; the one timer pick then takes ~22 s.
const TURN_SECONDS = 20;

test('an admin and three players draft live to completion, with a timer auto-pick, a refused out-of-turn pick, an undo and a reset', async ({ browser }) => {
  test.setTimeout(210_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const draft = await adminCreatesDraft(admin, TURN_SECONDS);

  const players = await threePlayersJoin(browser, draft.joinCode);
  const pages = players.map((p) => p.page);
  // A pick reaches the others inside its push notice. Had the notice's change not been applied, the page would
  // read its room again with the room's pick queue and presence (the draft topic's tags): counted here by
  // the queue's reads, because a cast change in a test running beside this one reads the rooms alone (the
  // catalog topic) and says nothing about picks.
  const roomRereads = new Map(pages.map((page) => [page, 0]));
  for (const page of pages) {
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/drafts/${draft.id}/queue`) roomRereads.set(page, roomRereads.get(page)! + 1);
    });
  }

  await admin.goto(`/draft/${draft.id}`);
  for (const { player } of players) await expect(admin.getByText(player.firstName).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Start Draft' }).click();
  for (const page of [admin, ...pages]) await expect(page.getByText(/Live Draft|Draft Active/).first()).toBeVisible();

  // Out of turn: the waiting players' Pick buttons are disabled, and the server refuses a pick sent anyway.
  const first = await playerOnTheClock(pages);
  const waiting = pages.find((page) => page !== first)!;
  await expect(waiting.getByText(/Waiting for .* to pick/)).toBeVisible();
  await expect(pickButtons(waiting).first()).toBeDisabled();
  const available = (await apiFromPage<Array<{ id: string }>>(waiting, `/api/drafts/${draft.id}/available-teams`)).body;
  const refused = await apiFromPage<{ message: string }>(waiting, `/api/drafts/${draft.id}/pick`, { method: 'POST', body: { teamId: available[0].id } });
  expect(refused).toEqual({ status: 409, body: { message: "It's not your turn to pick." } });

  for (let pickNumber = 1; pickNumber <= 9; pickNumber += 1) {
    // Every screen has caught up with the picks so far.
    for (const page of pages) await expect(page.getByText('SELECTED', { exact: true })).toHaveCount(pickNumber - 1);
    const onClock = await playerOnTheClock(pages);
    if (pickNumber === 5) {
      // Nobody picks: the server's timer picks at the limit plus 2 s grace, and every screen shows it.
      const autoPick = admin.getByRole('listitem').filter({ hasText: '#5' }).filter({ hasText: 'Auto' });
      await expect(autoPick).toBeVisible({ timeout: (TURN_SECONDS + 8) * 1000 });
      continue;
    }
    const readsBefore = new Map(roomRereads);
    const name = await pickFirstOpenCard(onClock);
    if (pickNumber === 9) {
      // The last pick completes the draft: every room turns into the board, which has it.
      for (const page of [admin, ...pages]) await expect(page.getByRole('table', { name: /Draft board/ })).toContainText(name, { timeout: 6000 });
      continue;
    }
    // Everyone else sees it without reloading (within seconds even on a loaded 2-core CI machine).
    for (const page of pages.filter((p) => p !== onClock)) {
      await expect(page.getByRole('listitem').filter({ hasText: 'SELECTED' }).filter({ hasText: name })).toBeVisible({ timeout: 6000 });
      // ...from the change the notice carried: the room was not read again.
      expect(roomRereads.get(page), `pick ${pickNumber} shown without a room read`).toBe(readsBefore.get(page));
    }
    await expect(
      admin
        .getByRole('listitem')
        .filter({ hasText: `#${pickNumber}` })
        .filter({ hasText: name }),
    ).toBeVisible({ timeout: 6000 });
  }

  for (const page of [admin, ...pages]) await expect(page.getByText('Draft Complete').first()).toBeVisible();
  for (const page of pages) await expect(pickButtons(page)).toHaveCount(0);
  const room = (await apiFromPage<{ picks: Array<{ isAutoPick: boolean; source: string }> }>(admin, `/api/drafts/${draft.id}`)).body;
  expect(room.picks).toHaveLength(9);
  expect(room.picks.filter((p) => p.isAutoPick).map((p) => p.source)).toEqual(['timer']);

  // Undo Last Pick asks first, naming the pick, and takes back one pick, even on double clicks: pick 9 is on the clock again.
  const picksMade = async () => (await apiFromPage<{ picks: unknown[] }>(admin, `/api/drafts/${draft.id}`)).body.picks.length;
  await admin.getByRole('button', { name: 'Undo Last Pick' }).dblclick();
  await expect(undoQuestion(admin)).toContainText(/Undo pick 9, .+'s .+\?/);
  await undoQuestion(admin).getByRole('button', { name: 'Undo Pick' }).dblclick();
  await expect(toast(admin)).toContainText('Pick Undone');
  await expect.poll(picksMade).toBe(8);
  await playerOnTheClock(pages);
  for (const page of pages) await expect(page.getByText('SELECTED', { exact: true })).toHaveCount(8);
  expect(await picksMade()).toBe(8);

  // Clear Picks & Restart asks first; once confirmed every screen empties and the draft starts again at pick 1.
  await admin.getByRole('button', { name: 'Clear Picks & Restart' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Clear Picks & Restart' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Clear Picks & Restart' }).click();
  await expect(confirm).toBeHidden();
  for (const page of pages) await expect(page.getByText('Your Picks (0/3)')).toBeVisible();
  await playerOnTheClock(pages);

  await Promise.all([adminContext.close(), ...players.map((p) => p.context.close())]);
});
