import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_ADMIN, newPlayer } from '../support/accounts';
import { browserOn, gatewayOfThisFile } from '../support/gatewayProcess';
import { expect, test } from '../support/test';

// Data before code (issue 29): on a cold load the shell starts a page's first API reads at once, beside
// its remote's code, through the one RTK Query store; the remote's screen takes them from the cache, and
// the push stream's first connect (resumed from the page's log position) does not read them again.
// On a gateway of this file's own: a draft another spec creates meanwhile is news to every drafts list,
// and its notice would read the lists again.
const gateway = gatewayOfThisFile();

async function call<T>(request: APIRequestContext, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const answer = body === undefined ? await request.get(`/api${path}`, { headers }) : await request.post(`/api${path}`, { headers, data: body });
  expect(answer.status(), `${path} answered`).toBeLessThan(300);
  return (await answer.json()) as T;
}

interface SignedIn {
  token: string;
  storage: Record<string, string>;
}

async function registeredPlayer(request: APIRequestContext, firstName: string): Promise<SignedIn> {
  const player = newPlayer(firstName);
  await call(request, '/players/register', { body: player });
  const login = await call<{ sessionToken: string; user: unknown }>(request, '/auth/login', {
    body: { emailOrUsername: player.email, password: player.password },
  });
  return { token: login.sessionToken, storage: { playerSessionToken: login.sessionToken, playerData: JSON.stringify(login.user) } };
}

/** An Amazing Race draft of two new players, started unless `waiting`, with a long turn so nothing moves while the page loads. */
async function newDraft(request: APIRequestContext, { waiting = false } = {}): Promise<{ id: string; players: SignedIn[] }> {
  const admin = (await call<{ sessionToken: string }>(request, '/auth/login', { body: { emailOrUsername: E2E_ADMIN.username, password: E2E_ADMIN.password } }))
    .sessionToken;
  await call(request, '/admin/seed-teams', { token: admin, body: {} });
  const draft = await call<{ id: string; joinCode: string }>(request, '/drafts', {
    token: admin,
    body: { draftDate: new Date().toISOString().slice(0, 10), showType: 'amazing_race', turnTimeLimit: 300 },
  });
  const players = [await registeredPlayer(request, 'Quinn'), await registeredPlayer(request, 'Rowan')];
  for (const player of players) await call(request, '/drafts/join', { token: player.token, body: { joinCode: draft.joinCode } });
  if (!waiting) await call(request, `/drafts/${draft.id}/start`, { token: admin, body: {} });
  return { id: draft.id, players };
}

/**
 * A new browser context signed in as `player`, recording when the Module Federation runtime asks for a
 * remote's entry (it adds the entry's <script>; a preload of the page's HTML only downloads it).
 */
async function coldPage(browser: Browser, player: SignedIn): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    const asked: Record<string, number> = {};
    (window as unknown as { remoteEntryAsked: Record<string, number> }).remoteEntryAsked = asked;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes)) {
          const src = node instanceof HTMLScriptElement ? node.src : '';
          if (src.includes('remoteEntry')) asked[new URL(src).pathname] ??= performance.now();
        }
    }).observe(document, { childList: true, subtree: true });
  }, player.storage);
  return context.newPage();
}

/** The GET requests the page sends, by path. */
function countReads(page: Page): Map<string, number> {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/') && pathname !== '/api/push') reads.set(pathname, (reads.get(pathname) ?? 0) + 1);
  });
  return reads;
}

/** When (page time, ms) each API read started, and when the remote's entry was asked for and had arrived. */
function loadTimes(page: Page, remotePath: string) {
  return page.evaluate((remotePath) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const entry = resources.find((resource) => new URL(resource.name).pathname === `${remotePath}/remoteEntry.js`);
    const readStarts = Object.fromEntries(
      resources
        .filter((resource) => new URL(resource.name).pathname.startsWith('/api/'))
        .map((resource) => [new URL(resource.name).pathname, resource.startTime]),
    );
    const asked = (window as unknown as { remoteEntryAsked: Record<string, number> }).remoteEntryAsked[`${remotePath}/remoteEntry.js`];
    return { readStarts, entryAsked: asked, entryLoaded: entry?.responseEnd };
  }, remotePath);
}

test.describe('data before code', () => {
  test('a live room, cold: the room is read before the drafts remote is asked for, once, and shows the turn and the board', async ({ browser, playwright }) => {
    const draft = await newDraft(await playwright.request.newContext({ baseURL: gateway.url }));
    const page = await coldPage(browserOn(browser, gateway.url), draft.players[0]);
    const reads = countReads(page);
    // The push stream that follows the room (the page's first stream resumes from the page's log position).
    const roomStream = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/push' && request.url().includes(encodeURIComponent(`draft:${draft.id}`)),
    );
    await page.goto(`/player/draft/${draft.id}`);

    await expect(page.getByText(/It's your turn to pick!|Waiting for .* to pick/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pick / }).first()).toBeVisible();
    await roomStream;
    // Time for the stream to say what changed since the page was served, and for any read it causes.
    await page.waitForTimeout(2500);

    const room = `/api/drafts/${draft.id}`;
    expect(reads.get(room), 'GET /api/drafts/{id} on a cold load').toBe(1);
    expect(reads.get('/api/players/me'), 'GET /api/players/me on a cold load').toBe(1);
    expect(reads.get(`${room}/available-teams`), "the room's items").toBe(1);
    expect(reads.get(`${room}/queue`), "the player's queue").toBe(1);
    const times = await loadTimes(page, '/mf/drafts');
    expect(times.entryAsked, 'the drafts remote was loaded').toBeDefined();
    expect(times.readStarts[room]).toBeLessThan(times.entryAsked);
  });

  test("the player dashboard, cold: its cards' reads go out before the player remote is asked for, once each, and the cards show them", async ({
    browser,
    playwright,
  }) => {
    // A draft waiting to start: a live one would take the player into its room.
    const draft = await newDraft(await playwright.request.newContext({ baseURL: gateway.url }), { waiting: true });
    const page = await coldPage(browserOn(browser, gateway.url), draft.players[0]);
    const reads = countReads(page);
    await page.goto('/player/dashboard');

    await expect(page.getByRole('heading', { name: /^Welcome, Quinn/, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your drafts' }).getByText('Waiting', { exact: true })).toBeVisible();
    // Time for the push stream to connect and say what changed since the page was served.
    await page.waitForTimeout(2500);

    const firstReads = ['/api/players/me', '/api/user/drafts', '/api/drafts/public', '/api/player/mini-games'];
    for (const path of firstReads) expect(reads.get(path), `GET ${path} on a cold load`).toBe(1);
    const times = await loadTimes(page, '/mf/player');
    expect(times.entryAsked, 'the player remote was loaded').toBeDefined();
    for (const path of firstReads) expect(times.readStarts[path], path).toBeLessThan(times.entryAsked);
  });
});
