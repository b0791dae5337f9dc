import type { Browser } from '@playwright/test';
import type { LeaderboardRow, PeriodAnswer, PredictionsAnswer } from '@reality-draft/events';
import { apiFromPage } from './drafts';
import { draftWithSeats, newSeat, ok, pickToTheEnd, type DraftedPick, type OpenItem, type Seat, type ShowType } from './miniGames';
import { logInAsAdmin } from './session';
import { expect, type Page } from './test';

/**
 * The admin, signed in, and a newly registered player for each of `names` ('First' or 'First Last'; the last
 * name is 'Tester' unless given), each in a browser context of their own; `close` closes every one.
 */
export async function adminAndPlayers(browser: Browser, names: string[]) {
  const admin = await (await browser.newContext()).newPage();
  await logInAsAdmin(admin);
  const seats: Seat[] = [];
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    seats.push(await newSeat(browser, firstName, lastName));
  }
  const close = () => Promise.all([admin, ...seats.map((seat) => seat.page)].map((page) => page.context().close()));
  return { admin, seats, close };
}

export interface League {
  id: string;
  joinCode: string;
  /** Every pick of the draft. */
  picks: DraftedPick[];
}

/**
 * A league of the show drafted to its end: the admin creates it (named `name`, if given), the seats join it
 * by code, the admin starts it, and the seat on the clock picks `choose(what is still in, seat)` (the first)
 * through the API, turn by turn.
 */
export async function draftedLeague<S extends Seat>(
  admin: Page,
  seats: S[],
  showType: ShowType,
  { turnTimeLimit = 120, name, choose = (open) => open[0] }: { turnTimeLimit?: number; name?: string; choose?: (open: OpenItem[], seat: S) => OpenItem } = {},
): Promise<League> {
  const draft = await draftWithSeats(admin, seats, showType, turnTimeLimit, name);
  return { ...draft, picks: await pickToTheEnd(admin, seats, draft, showType, choose) };
}

/** What the seat drafted, in the order they picked it (contestant or team ids). */
export const itemsOf = (picks: DraftedPick[], seat: { id: string }) =>
  picks
    .filter((pick) => pick.playerId === seat.id)
    .sort((a, b) => a.pickNumber - b.pickNumber)
    .map((pick) => (pick.contestantId ?? pick.teamId)!);

/** The player has watched the show through `watchedThrough` (null: caught up, no guard). */
export const spoilerGuard = (page: Page, showType: ShowType, watchedThrough: number | null) =>
  ok(apiFromPage(page, '/api/player/spoiler-guard', { method: 'PUT', body: { showType, watchedThrough } }));

/** The episode (or week) being played now, as the service counts it for the league. */
export async function currentPeriod(page: Page, draftId: string): Promise<number> {
  const { currentPeriod } = await ok(apiFromPage<PredictionsAnswer>(page, `/api/drafts/${draftId}/predictions`));
  expect(currentPeriod).not.toBeNull();
  return currentPeriod!;
}

export interface PointEntry {
  subjectId: string;
  pointType: string;
  points: number;
}

/** The admin saves a period's results: what it held, plus `entries`. */
export async function addToPeriod(admin: Page, showType: ShowType, period: number, entries: PointEntry[]) {
  const path = `/api/admin/points/periods/${showType}/${period}`;
  const saved = await ok(apiFromPage<PeriodAnswer>(admin, path));
  const kept = saved.entries.map(({ subjectId, pointType, points }) => ({ subjectId, pointType, points }));
  await ok(apiFromPage(admin, path, { method: 'PUT', body: { entries: [...kept, ...entries] } }));
}

/** The admin enters one contestant's points for an episode (the points table's own entry). */
export const enterPoints = (admin: Page, contestantId: string, episode: number, pointType: string, points: number) =>
  ok(apiFromPage(admin, '/api/contestant-point-totals-table', { method: 'POST', body: { contestantId, episode, pointType, points } }));

/** The admin eliminates the contestant in `period`; `restore` puts them back in (the shared cast as it was). */
export const eliminate = (admin: Page, contestantId: string, period: number) =>
  ok(apiFromPage(admin, `/api/contestants/${contestantId}/eliminate`, { method: 'PUT', body: { eliminated: true, period } }));
export const restore = (admin: Page, contestantId: string) =>
  ok(apiFromPage(admin, `/api/contestants/${contestantId}/eliminate`, { method: 'PUT', body: { eliminated: false } }));

/** The league's standings as the server counts them. */
export const leaderboardOf = (page: Page, draftId: string) => ok(apiFromPage<LeaderboardRow[]>(page, `/api/leaderboard?draftId=${draftId}`));
