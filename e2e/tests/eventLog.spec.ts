import type { EventLogPage } from '@reality-draft/events';
import { E2E_ADMIN, newPlayer } from '../support/accounts';
import { apiFromPage } from '../support/drafts';
import { capture } from '../support/screens';
import { logInAsAdmin } from '../support/session';
import { expect, test } from '../support/test';

test('an admin reads the event log: pages it, filters a stream, opens an event, and follows it live', async ({ page }) => {
  const player = newPlayer('Logan');
  const registered = await page.request.post('/api/players/register', { data: player });
  expect(registered.status()).toBe(201);
  const playerId = ((await registered.json()) as { user: { id: string } }).user.id;
  // More than a page of events (each registration is two: the e-mail claimed, the player registered).
  for (let batch = 0; batch < 4; batch += 1) {
    const more = await Promise.all(Array.from({ length: 6 }, () => page.request.post('/api/players/register', { data: newPlayer('Filler') })));
    expect(more.map((res) => res.status())).toEqual(Array(6).fill(201));
  }

  await logInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Event Log' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await expect(page.getByRole('heading', { name: 'Event Log', level: 1 })).toBeVisible();
  const events = page.getByRole('list', { name: 'Events' });
  await expect(page.getByRole('heading', { name: 'All events, oldest first' })).toBeVisible();
  await expect(events.getByRole('listitem')).toHaveCount(50);

  // The cursor: the next page follows the first, oldest first, each event once.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => events.getByRole('listitem').count()).toBeGreaterThan(50);
  const positions = (await events.getByRole('listitem').locator('span.font-mono').allTextContents()).map((text) => Number(text.slice(1)));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(new Set(positions).size).toBe(positions.length);

  // One stream, from the form.
  const stream = `player-${playerId}`;
  await page.getByRole('textbox', { name: 'Stream (optional)' }).fill(stream);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: `Events of ${stream}, oldest first` })).toBeVisible();
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await expect(events).toContainText('PlayerRegistered');
  // The player's name beside the stream's id.
  await expect(events.getByRole('listitem').first()).toContainText(`${stream} v1 · ${player.firstName} ${player.lastName}`);
  await expect(page.getByText('The end of the log as it stands. Follow live to see new events.')).toBeVisible();

  // Its JSON, whole.
  await events.getByRole('button', { name: /^Open the JSON of PlayerRegistered/ }).click();
  const dialog = page.getByRole('dialog', { name: /^PlayerRegistered at position \d+$/ });
  await expect(dialog.getByLabel('Event JSON')).toContainText(`"playerId": "${playerId}"`);
  await expect(dialog.getByLabel('Event JSON')).toContainText(`"email": "${player.email}"`);
  await capture(page, 'event-log-json', false);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Following live: an admin's change elsewhere shows up without a reload.
  await page.getByRole('button', { name: 'Follow live' }).click();
  await expect(page.getByRole('button', { name: 'Follow live' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Following live: new events appear here as they are recorded.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Events of ${stream}, newest first` })).toBeVisible();
  const login = await page.request.post('/api/auth/login', { data: { emailOrUsername: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const moved = await page.request.put(`/api/admin/players/${playerId}/email`, {
    headers: { authorization: `Bearer ${sessionToken}` },
    data: { email: `moved.${player.email}` },
  });
  expect(moved.status()).toBe(200);
  await expect(events.getByRole('listitem')).toHaveCount(2);
  // Newest first while following: the new event comes in at the top, where the admin looks.
  await expect(events.getByRole('listitem').first()).toContainText('PlayerEmailChanged');
  await expect(events.getByRole('listitem').nth(1)).toContainText('PlayerRegistered');
  await capture(page, 'event-log');
  await page.getByRole('button', { name: 'Follow live' }).click();
  await expect(page.getByRole('heading', { name: `Events of ${stream}, oldest first` })).toBeVisible();
  await expect(events.getByRole('listitem').first()).toContainText('PlayerRegistered');

  // Clear shows everything again; a row's Stream button shows only that row's stream.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('heading', { name: 'All events, oldest first' })).toBeVisible();
  await events.getByRole('button', { name: /^Stream unique-admin-username-e2e-admin only$/ }).click();
  await expect(page.getByRole('heading', { name: 'Events of unique-admin-username-e2e-admin, oldest first' })).toBeVisible();
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Stream (optional)' })).toHaveValue('unique-admin-username-e2e-admin');
});

test("a points correction is found as one with the type PointsCorrected, and a draft's events carry its label", async ({ page }) => {
  await logInAsAdmin(page);
  const seeded = await apiFromPage(page, '/api/admin/seed-contestants', { method: 'POST', body: {} });
  expect(seeded.status).toBe(200);
  const cast = (await apiFromPage<{ id: string; name: string }[]>(page, '/api/contestants')).body;
  const [iris, georgia] = [cast.find((one) => one.name.startsWith('Iris '))!, cast.find((one) => one.name.startsWith('Georgia '))!];
  // Episode 30, which no other spec scores: the first save enters Iris's Veto, the second replaces it with Georgia's.
  const save = (subjectId: string) =>
    apiFromPage(page, '/api/admin/points/periods/big_brother/30', { method: 'PUT', body: { entries: [{ subjectId, pointType: 'veto', points: 2 }] } });
  expect((await save(iris.id)).status).toBe(200);
  expect((await save(georgia.id)).status).toBe(200);
  const created = await apiFromPage<{ id: string; joinCode: string }>(page, '/api/drafts', {
    method: 'POST',
    body: { draftDate: '2026-03-12', turnTimeLimit: 60, showType: 'big_brother' },
  });
  expect(created.status).toBe(201);

  await page.goto('/admin/events');
  const events = page.getByRole('list', { name: 'Events' });
  await page.getByRole('combobox', { name: 'Type' }).selectOption('PointsCorrected');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: 'Events of type PointsCorrected, oldest first' })).toBeVisible();
  const correction = events.getByRole('listitem', { name: 'Points correction, 2 events' });
  await expect(correction).toHaveCount(1);
  await expect(correction).toContainText(`${iris.name} veto −2, ${georgia.name} veto +2`);
  await expect(correction.getByText('PointsRemoved', { exact: true })).toBeVisible();
  await expect(correction.getByText('PointsEntered', { exact: true })).toBeVisible();
  await expect(correction).toContainText(`points-contestant:${iris.id}:30:veto v2`);
  await expect(correction).toContainText(`Contestant: ${iris.name}`);
  await expect(correction).toContainText(`points-contestant:${georgia.id}:30:veto v1`);
  await expect(correction).toContainText(`Contestant: ${georgia.name}`);
  await capture(page, 'event-log-correction');

  const stream = `draft-${created.body.id}`;
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('textbox', { name: 'Stream (optional)' }).fill(stream);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(events.getByRole('listitem').first()).toContainText(`${stream} v1 · Big Brother #${created.body.joinCode}`);
  const answer = (await apiFromPage<EventLogPage>(page, `/api/admin/events?stream=${stream}`)).body;
  expect(answer.names).toMatchObject({ [created.body.id]: `Big Brother #${created.body.joinCode}` });
});

test('players see no Event Log and the log refuses them', async ({ page }) => {
  const player = newPlayer('Pia');
  const registered = await page.request.post('/api/players/register', { data: player });
  const login = await page.request.post('/api/auth/login', { data: { emailOrUsername: player.email, password: player.password } });
  expect(registered.status()).toBe(201);
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const refused = await page.request.get('/api/admin/events', { headers: { authorization: `Bearer ${sessionToken}` } });
  expect(refused.status()).toBe(403);
  expect((await page.request.get('/api/admin/events')).status()).toBe(401);
});
