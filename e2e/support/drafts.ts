import { expect, type Browser, type Page } from '@playwright/test';
import { newPlayer } from './accounts';
import { logInAsAdmin, register, toast } from './session';

/** Calls the API from inside the page with the session the app stored, as the app itself would. */
export async function apiFromPage<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const token = localStorage.getItem('playerSessionToken') ?? localStorage.getItem('adminSessionToken');
      const res = await fetch(path, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { path, init },
  );
}

/** The admin seeds the demo Amazing Race cast and creates a draft through the dashboard. */
export async function adminCreatesDraft(page: Page, turnTimeLimit: number): Promise<{ id: string; joinCode: string }> {
  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Seed Teams' }).click();
  await expect(toast(page)).toContainText(/season 38/);
  const form = page.getByRole('form', { name: 'Create a draft' });
  await form.getByLabel('Show').selectOption('amazing_race');
  await form.getByLabel(/Turn Time Limit/).fill(String(turnTimeLimit));
  // The draft is the one this click created, read from the create call's own answer: tests running beside
  // this one create drafts as the same admin, so "the newest in the list" may be theirs.
  const created = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/drafts');
  await form.getByRole('button', { name: 'Create Draft' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const draft = (await answer.json()) as { id: string; joinCode: string };
  await expect(page.getByText(draft.joinCode).first()).toBeVisible();
  return { id: draft.id, joinCode: draft.joinCode };
}

/** A new player in their own browser context, registered, who joins with the code and lands in the room. */
export async function playerJoins(browser: Browser, firstName: string, joinCode: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = newPlayer(firstName);
  await register(page, player);
  await expect(page).toHaveURL(/\/player\/dashboard$/);
  await page.getByText('Enter Join Code').click();
  await page.getByLabel('Join Code', { exact: true }).fill(joinCode.toLowerCase());
  await page.getByRole('button', { name: 'Join Draft' }).click();
  await expect(page).toHaveURL(/\/player\/draft\//);
  await expect(page.getByText('Waiting to Start').first()).toBeVisible();
  return { page, context, player };
}

/** Riley, Sam and Taylor register, each in a browser of their own, and join the draft in that order. */
export async function threePlayersJoin(browser: Browser, joinCode: string) {
  const players = [];
  for (const name of ['Riley', 'Sam', 'Taylor']) players.push(await playerJoins(browser, name, joinCode));
  return players;
}

export const yourTurn = (page: Page) => page.getByText("It's your turn to pick!");

/** Whose page shows "It's your turn to pick!" right now (exactly one of them). */
export async function playerOnTheClock(pages: Page[]): Promise<Page> {
  let found: Page[] = [];
  await expect
    .poll(async () => {
      found = [];
      for (const page of pages) if (await yourTurn(page).isVisible()) found.push(page);
      return found.length;
    })
    .toBe(1);
  return found[0];
}
/** The Pick buttons of a player room: each reads 'Pick' and is named for its member ('Pick Team 3: …'). */
export const pickButtons = (page: Page) => page.getByRole('button', { name: /^Pick / });

/** The room's ticker (issue 19 §4): each pick and commissioner action, newest first. */
export const ticker = (page: Page) => page.getByRole('list', { name: 'Draft ticker' });
/** The newest line of every page's ticker reads `text`. */
export async function everyTickerSays(pages: Page[], text: string | RegExp) {
  for (const page of pages) await expect(ticker(page).getByRole('listitem').first()).toContainText(text);
}

/** The polite live region that announces each new ticker line. */
export const tickerAnnouncement = (page: Page) => page.getByTestId('ticker-announcement');
/** The presence dots of the participants panel: who has the room open. */
export const presenceDots = (page: Page, here: boolean) => page.getByRole('img', { name: here ? 'In the room' : 'Not in the room', exact: true });

/** The player on the clock picks the first pickable card; the toast names the pick. Returns the card's name. */
export async function pickFirstOpenCard(page: Page): Promise<string> {
  const firstOpen = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Pick /, disabled: false }) })
    .first();
  const name = (await firstOpen.locator('p.font-semibold').first().textContent())!.trim();
  await page
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Pick / })
    .click();
  await expect(toast(page)).toContainText(`You picked ${name}.`);
  return name;
}
