import { expect, test } from '../support/test';
import { apiFromPage, everyTickerSays, playerOnTheClock } from '../support/drafts';
import { clockIn, readRoom, scheduleStart } from '../support/draftNight';
import { newSeat, ok } from '../support/miniGames';
import { capture } from '../support/screens';
import { logInAsAdmin, toast } from '../support/session';

/**
 * A draft that starts itself (issue 28 §4): the admin, in Paris, creates a draft with a date and a time
 * of their own zone (sent with the +01:00 offset); the players' dashboard card and room say "Starts in
 * ..."; at the time it starts by itself, as Start does. A draft only one player joined does not start,
 * and the admin's dashboard says why: "Did not start at 20:00: 1 player joined" (Paris time).
 */

const ZONE = 'Europe/Paris';
test.use({ timezoneId: ZONE });

/** The date and the 24 h time of `at` in the admin's zone, as the date and time inputs take them. */
function inputsIn(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const MINUTE = 60_000;

test('a draft given a start time starts by itself; one only one player joined says why it did not', async ({ page: admin, browser }) => {
  test.setTimeout(300_000);
  await logInAsAdmin(admin);
  await ok(apiFromPage(admin, '/api/admin/seed-teams', { method: 'POST' }));
  await admin.reload();

  // The create form takes a date and a time of the admin's zone; the server gets them with the zone's offset.
  const wanted = new Date(Math.ceil((Date.now() + 5 * MINUTE) / MINUTE) * MINUTE);
  const typed = inputsIn(wanted);
  const form = admin.getByRole('form', { name: 'Create a draft' });
  await form.getByLabel('Show').selectOption('amazing_race');
  await form.getByLabel('Draft Date').fill(typed.date);
  await form.getByLabel(/^Start Time/).fill(typed.time);
  const answered = admin.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/drafts');
  await form.getByRole('button', { name: 'Create Draft' }).click();
  const response = await answered;
  expect(response.request().postDataJSON().startsAt).toMatch(new RegExp(`^${typed.date}T${typed.time}:00\\+0[12]:00$`));
  await expect(toast(admin)).toContainText('Amazing Race #');
  // This draft, not the newest of the admin's list: other tests' drafts are made by the same admin at the same time.
  const createdId = ((await response.json()) as { id: string }).id;
  const drafts = await ok(apiFromPage<Array<{ id: string; joinCode: string; startsAt: string; startKind: string }>>(admin, '/api/admin/drafts'));
  const created = drafts.find((draft) => draft.id === createdId)!;
  expect(created.startKind).toBe('schedule');
  expect(Date.parse(created.startsAt)).toBe(wanted.getTime());
  const row = admin.getByRole('list', { name: 'Your drafts' }).getByRole('listitem').filter({ hasText: created.joinCode }).first();
  await expect(row).toContainText(`Starts at ${typed.time} on`);

  // The players join; their dashboard card and their room say when it starts.
  const seats = [await newSeat(browser, 'Riley'), await newSeat(browser, 'Sam')];
  for (const seat of seats) await ok(apiFromPage(seat.page, '/api/drafts/join', { method: 'POST', body: { joinCode: created.joinCode } }));
  const [riley] = seats;
  await riley.page.goto('/player/dashboard');
  await expect(riley.page.getByTestId('starts-in')).toContainText(/^Starts in \d+ min$/);
  await capture(riley.page, 'scheduled-player-dashboard');
  for (const seat of seats) {
    await seat.page.goto(`/player/draft/${created.id}`);
    await expect(seat.page.getByTestId('scheduled-start')).toContainText(/^Starts in \d+ min$/);
  }
  await capture(riley.page, 'scheduled-player-room');

  // The admin's room shows the start time and changes it (a date and a time of the admin's zone).
  await admin.goto(`/draft/${created.id}`);
  await expect(admin.getByTestId('scheduled-start')).toContainText(/^Starts in \d+ min$/);
  await admin.getByRole('button', { name: 'Change start time' }).click();
  const later = new Date(wanted.getTime() + 2 * MINUTE);
  const startTime = admin.getByRole('form', { name: 'Start time' });
  await startTime.getByLabel('Start date').fill(inputsIn(later).date);
  await startTime.getByLabel('Start time').fill(inputsIn(later).time);
  await startTime.getByRole('button', { name: 'Save start time' }).click();
  await expect(toast(admin)).toContainText(`The draft starts by itself at ${inputsIn(later).time} on`);
  expect(Date.parse((await readRoom(admin, created.id)).draft.startsAt!)).toBe(later.getTime());
  await capture(admin, 'scheduled-admin-room');

  // Brought forward to a few seconds from now (through the API: the form takes whole minutes), it starts by itself.
  await scheduleStart(admin, created.id, new Date(Date.now() + 8_000));
  for (const seat of seats) await expect(seat.page.getByTestId('scheduled-start')).toContainText(/^Starts in \d+ s$/);
  await everyTickerSays([admin, ...seats.map((seat) => seat.page)], 'The draft has started');
  await playerOnTheClock(seats.map((seat) => seat.page));
  expect((await readRoom(admin, created.id)).draft).toMatchObject({ status: 'active', startsAt: null, startKind: null });

  // A second draft only Riley joined: the time comes, it stays waiting, and the dashboard says why.
  const lonely = await ok(
    apiFromPage<{ id: string; joinCode: string }>(admin, '/api/drafts', {
      method: 'POST',
      body: { showType: 'amazing_race', draftDate: typed.date, turnTimeLimit: 60, startsAt: new Date(Date.now() + 6_000).toISOString() },
    }),
  );
  await ok(apiFromPage(riley.page, '/api/drafts/join', { method: 'POST', body: { joinCode: lonely.joinCode } }));
  await expect.poll(async () => (await readRoom(admin, lonely.id)).draft.missedStart, { timeout: 20_000 }).not.toBeNull();
  const { draft: missed } = await readRoom(admin, lonely.id);
  expect(missed).toMatchObject({ status: 'pending', startsAt: null, missedStart: { playerCount: 1 } });
  const said = `Did not start at ${clockIn(missed.missedStart!.scheduledFor, ZONE)}: 1 player joined`;
  await admin.goto('/admin');
  const lonelyRow = admin.getByRole('list', { name: 'Your drafts' }).getByRole('listitem').filter({ hasText: lonely.joinCode }).first();
  await expect(lonelyRow.getByTestId('missed-start')).toHaveText(said);
  await lonelyRow.scrollIntoViewIfNeeded();
  await capture(admin, 'scheduled-missed-start');
  // The room's ticker says it too.
  await riley.page.goto(`/player/draft/${lonely.id}`);
  await everyTickerSays([riley.page], said);

  await Promise.all(seats.map((seat) => seat.page.context().close()));
});
