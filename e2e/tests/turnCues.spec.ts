import type { DraftRoom } from '@reality-draft/events';
import { expect, test, type Page } from '../support/test';
import { apiFromPage } from '../support/drafts';
import { draftWithSeats, newSeat, ok, type Seat } from '../support/miniGames';
import { setHidden } from '../support/pageVisibility';
import { capture } from '../support/screens';
import { logInAsAdmin } from '../support/session';

/**
 * Hear your turn (issue 23 §4, docs/drafts.md#turn-cues): a player waits in the room with its tab
 * hidden. On their turn the title flashes "(Your turn) ...", the tab's icon gets a dot, the room
 * announces "It's your turn: pick N", and, once allowed from the account menu, a notification comes;
 * under 10 s left, once more. In front again, the title and the icon are put back. The menu's setting
 * turns the title cue off on this device, and the other cues (the chime too) still come.
 */

// Long enough for the first turn's checks to end before its last 10 s, short enough to wait for the second turn's.
const TURN_SECONDS = 40;
const ROOM_TITLE = 'Draft Room · Reality Draft';
const TITLE_CUE = /^\(Your turn\) /;

/** Records each notification the page makes (the browser shows none in a headless run) and counts the chime's notes. */
function recordCues() {
  const sounds = { notes: 0 };
  (window as unknown as { chimeNotes: typeof sounds }).chimeNotes = sounds;
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    sounds.notes += 1;
    return createOscillator.call(this);
  };
  const made: Array<{ title: string; body?: string }> = [];
  (window as unknown as { turnNotices: typeof made }).turnNotices = made;
  const Original = window.Notification;
  class Recorded extends Original {
    constructor(title: string, options?: NotificationOptions) {
      made.push({ title, body: options?.body });
      super(title, options);
    }
  }
  Object.defineProperty(window, 'Notification', { configurable: true, value: Recorded });
}

const notices = (page: Page) => page.evaluate(() => (window as unknown as { turnNotices: Array<{ title: string; body?: string }> }).turnNotices);
const chimeNotes = (page: Page) => page.evaluate(() => (window as unknown as { chimeNotes: { notes: number } }).chimeNotes.notes);
const favicon = (page: Page) => page.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? '');
const announcement = (page: Page) => page.getByTestId('turn-announcement');

/** The seat on the clock picks the first open team through the API. */
async function pickThroughApi(seats: Seat[], draftId: string) {
  const { draft } = await ok(apiFromPage<DraftRoom>(seats[0].page, `/api/drafts/${draftId}`));
  const seat = seats.find((candidate) => candidate.id === draft.currentPlayerId)!;
  const [first] = await ok(apiFromPage<Array<{ id: string }>>(seat.page, `/api/drafts/${draftId}/available-teams`));
  await ok(apiFromPage(seat.page, `/api/drafts/${draftId}/pick`, { method: 'POST', body: { teamId: first.id, pickNumber: draft.currentTurn } }));
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** The menu shows every cue on, the notification and the sound waiting for the one button that allows them; the player presses it. */
async function allowFromTheMenu(page: Page, captureName: string | null) {
  await openAccountMenu(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('group', { name: 'Your turn cues on this device' })).toBeVisible();
  for (const name of ['Flash the tab title', 'Dot on the tab icon', /^Notification/, /^Sound/])
    await expect(menu.getByRole('menuitemcheckbox', { name })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemcheckbox', { name: /^Sound/ })).toContainText('Once allowed below');
  if (captureName) await capture(page, captureName, false);
  expect(await chimeNotes(page)).toBe(0);
  await menu.getByRole('menuitem', { name: 'Allow notification and sound' }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('turnCues') ?? '{}'))).toEqual({ off: [], allowed: true });
  // The button plays the chime once (two notes), so the player knows what it sounds like.
  await expect.poll(() => chimeNotes(page)).toBe(2);
}

test('a hidden room calls the player on their turn: title, tab icon, announcement and notification; the account menu turns the title cue off', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  const seats = [await newSeat(browser, 'Quinn'), await newSeat(browser, 'Rowan')];
  await logInAsAdmin(admin);
  const draft = await draftWithSeats(admin, seats, 'amazing_race', TURN_SECONDS);
  // Both wait in the room and allow the notification and the sound before the draft starts (which of
  // them picks second is drawn at the start).
  for (const [index, seat] of seats.entries()) {
    await seat.page.context().grantPermissions(['notifications']);
    await seat.page.addInitScript(recordCues);
    await seat.page.goto(`/player/draft/${draft.id}`);
    await expect(seat.page.getByText('Waiting to Start').first()).toBeVisible();
    await allowFromTheMenu(seat.page, index === 0 ? 'turn-cues-menu' : null);
  }
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  const { draft: started } = await ok(apiFromPage<DraftRoom>(admin, `/api/drafts/${draft.id}`));
  // The second in the order waits for pick 2, then has pick 3 too (snake order).
  const page = seats.find((seat) => seat.id === started.phaseOneOrder[1])!.page;
  await expect(page.getByText(/Waiting for .* to pick/).first()).toBeVisible();
  await expect(announcement(page)).toHaveText('');
  const ownIcon = await favicon(page);
  expect(ownIcon).toMatch(/^data:image\/svg\+xml/);

  // Pick 1 is made while the tab is hidden: pick 2 is the player's.
  await setHidden(page, true);
  await pickThroughApi(seats, draft.id);
  await expect(announcement(page)).toHaveText("It's your turn: pick 2");
  await expect.poll(() => page.title()).toMatch(TITLE_CUE);
  await expect.poll(() => favicon(page)).toMatch(/^data:image\/png/);
  await expect.poll(() => notices(page)).toEqual([{ title: "It's your turn", body: 'Pick 2 in Amazing Race Draft' }]);
  await expect.poll(() => chimeNotes(page)).toBe(4);

  // In front again: the title and the icon are the page's own.
  await setHidden(page, false);
  await expect.poll(() => page.title()).toBe(ROOM_TITLE);
  await expect.poll(() => favicon(page)).toBe(ownIcon);

  // The player turns the title cue off on this device.
  await openAccountMenu(page);
  const titleCue = page.getByRole('menuitemcheckbox', { name: 'Flash the tab title' });
  await titleCue.click();
  await expect(titleCue).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('turnCues') ?? '{}'))).toEqual({ off: ['title'], allowed: true });

  // Pick 2 made with the tab hidden again: pick 3 is the player's, with every cue but the title.
  await setHidden(page, true);
  await pickThroughApi(seats, draft.id);
  await expect(announcement(page)).toHaveText("It's your turn: pick 3");
  await expect.poll(() => favicon(page)).toMatch(/^data:image\/png/);
  await expect.poll(() => notices(page)).toHaveLength(2);
  await expect.poll(() => chimeNotes(page)).toBe(6);
  // The title would have flashed within a second: over 3 s it never does.
  for (let look = 0; look < 6; look += 1) {
    expect(await page.title()).toBe(ROOM_TITLE);
    await page.waitForTimeout(500);
  }

  // Under 10 s left: the second cue, and the announcement says so.
  await expect(announcement(page)).toHaveText("It's your turn: pick 3. Under 10 seconds left.", { timeout: TURN_SECONDS * 1000 });
  await expect
    .poll(() => notices(page))
    .toEqual([
      { title: "It's your turn", body: 'Pick 2 in Amazing Race Draft' },
      { title: "It's your turn", body: 'Pick 3 in Amazing Race Draft' },
      { title: 'Under 10 seconds left to pick', body: 'Pick 3 in Amazing Race Draft' },
    ]);
  // The hurry's three beeps.
  await expect.poll(() => chimeNotes(page)).toBe(9);
  await setHidden(page, false);
  await expect.poll(() => favicon(page)).toBe(ownIcon);
});
