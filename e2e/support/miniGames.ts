import type { Browser } from '@playwright/test';
import { expect, type Page } from './test';
import { newPlayer } from './accounts';
import { apiFromPage } from './drafts';
import { register } from './session';

export async function ok<T>(result: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await result;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

export interface Seat {
  page: Page;
  id: string;
  firstName: string;
  /** First and last name, as the leaderboards show it. */
  name: string;
  /** The address they registered with (the server mails it). */
  email: string;
}

/** A newly registered player in their own browser context, on their dashboard. */
export async function newSeat(browser: Browser, firstName: string, lastName = 'Tester'): Promise<Seat> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = newPlayer(firstName, lastName);
  await register(page, player);
  await expect(page).toHaveURL(/\/player\/dashboard$/);
  const me = await ok(apiFromPage<{ id: string }>(page, '/api/players/me'));
  return { page, id: me.id, firstName, name: `${firstName} ${lastName}`, email: player.email };
}

export type ShowType = 'amazing_race' | 'big_brother' | 'survivor';
const SEED_TOOL: Record<ShowType, string> = {
  amazing_race: '/api/admin/seed-teams',
  big_brother: '/api/admin/seed-contestants',
  survivor: '/api/admin/seed-survivor-contestants',
};

/** The admin creates a draft of the show (named `name`, if given) through the API and the seats join it by code (it stays pending). */
export async function draftWithSeats(admin: Page, seats: Array<{ page: Page }>, showType: ShowType = 'amazing_race', turnTimeLimit = 120, name?: string) {
  await ok(apiFromPage(admin, SEED_TOOL[showType], { method: 'POST' }));
  const draft = await ok(
    apiFromPage<{ id: string; joinCode: string }>(admin, '/api/drafts', { method: 'POST', body: { draftDate: '2026-03-12', turnTimeLimit, showType, name } }),
  );
  for (const seat of seats) await ok(apiFromPage(seat.page, '/api/drafts/join', { method: 'POST', body: { joinCode: draft.joinCode } }));
  return draft;
}

export interface DraftedPick {
  playerId: string;
  contestantId?: string;
  teamId?: string;
  pickNumber: number;
}
export type OpenItem = { id: string; isActive: boolean; contestantNumber?: number };

/**
 * The admin starts the draft and, turn by turn, the seat on the clock picks `choose(what is still in,
 * seat)` through the API until the draft is complete (each test picks its own part of the shared cast,
 * so no other test's points reach its totals); every pick.
 */
export async function pickToTheEnd<S extends { page: Page; id: string }>(
  admin: Page,
  seats: S[],
  draft: { id: string },
  showType: ShowType,
  choose: (open: OpenItem[], seat: S) => OpenItem,
): Promise<DraftedPick[]> {
  type Room = { draft: { status: string; currentPlayerId: string | null }; picks: DraftedPick[] };
  await ok(apiFromPage(admin, `/api/drafts/${draft.id}/start`, { method: 'POST' }));
  for (let pick = 1; pick <= seats.length * 3; pick += 1) {
    const room = await ok(apiFromPage<Room>(admin, `/api/drafts/${draft.id}`));
    const seat = seats.find((candidate) => candidate.id === room.draft.currentPlayerId)!;
    const available = await ok(apiFromPage<OpenItem[]>(seat.page, `/api/drafts/${draft.id}/available-teams`));
    const { id } = choose(
      available.filter((item) => item.isActive),
      seat,
    );
    const body = showType === 'amazing_race' ? { teamId: id, pickNumber: pick } : { contestantId: id, pickNumber: pick };
    await ok(apiFromPage(seat.page, `/api/drafts/${draft.id}/pick`, { method: 'POST', body }));
  }
  const room = await ok(apiFromPage<Room>(admin, `/api/drafts/${draft.id}`));
  expect(room.draft.status).toBe('completed');
  return room.picks;
}

type JigsawStart = { puzzle: { gameType: 'jigsaw'; pieces: Array<{ id: number; position: number; correctPosition: number }> } };

/** A player solves a jigsaw through the API: start, wait (20 moves: at least 2 s, or the server refuses), then every piece onto its own cell. */
export async function solveJigsaw(seat: Pick<Seat, 'page'>, gameId: string, waitMs: number) {
  const start = await ok(apiFromPage<JigsawStart>(seat.page, `/api/player/mini-games/${gameId}/start`, { method: 'POST', body: {} }));
  await seat.page.waitForTimeout(waitMs);
  const moves = start.puzzle.pieces.map((piece) => ({ pieceId: piece.id, position: piece.correctPosition }));
  return ok(apiFromPage(seat.page, `/api/player/mini-games/${gameId}/complete`, { method: 'POST', body: { completionTimeSeconds: 1, moves } }));
}

/** The server refuses a solve faster than a person can play it: 100 ms a move (a sudoku: a cell to fill). */
export const HUMAN_MS_PER_MOVE = 100;

/**
 * Waits out what remains of a person's least time for `moves`, counted from `startedAt` (Date.now()
 * once the start answer arrived, so never before the server's own start).
 */
export async function atHumanPace(page: Page, startedAt: number, moves: number) {
  await page.waitForTimeout(Math.max(0, moves * HUMAN_MS_PER_MOVE + 100 - (Date.now() - startedAt)));
}

/** Closes the toast, as a person would before going on. */
