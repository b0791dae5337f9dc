import { expect, type Page } from '@playwright/test';
import { apiFromPage } from './drafts';
import { ok } from './miniGames';
import { toast } from './session';

/** The draft room as these tests read it through the API. */
export interface RoomLite {
  draft: {
    status: string;
    currentTurn: number | null;
    currentPlayerId: string | null;
    startsAt: string | null;
    startKind: string | null;
    missedStart: { scheduledFor: string; playerCount: number; reason: string } | null;
    autoPickPlayerIds: string[];
  };
  participants: Array<{ id: string; firstName: string | null; autoPick: boolean }>;
  picks: Array<{ pickNumber: number; playerId: string; label: string; source: string; isAutoPick: boolean; secondsOnClock: number | null }>;
}

export const readRoom = (page: Page, draftId: string) => ok(apiFromPage<RoomLite>(page, `/api/drafts/${draftId}`));

/** The player's "Auto-pick for me" switch in their room (issue 28 §5). */
export const autoPickSwitch = (page: Page) => page.getByRole('switch', { name: 'Auto-pick for me' });

/** The "Auto" badges of players whose auto-pick is on (participants panel, board). */
export const autoPickOnBadges = (page: Page) => page.getByRole('img', { name: 'Auto-pick on', exact: true });

/** Undo's question (issue 28 §6): it names the pick it takes back. */
export const undoQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Undo Last Pick' });

/** The owner admin takes back the last pick: Undo Last Pick, then the question's "Undo Pick". */
export async function undoLastPick(admin: Page, question?: string | RegExp) {
  await admin.getByRole('button', { name: 'Undo Last Pick' }).click();
  const dialog = undoQuestion(admin);
  if (question) await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Undo Pick' }).click();
  await expect(toast(admin)).toContainText('Pick Undone');
  await expect(dialog).toBeHidden();
}

/** The owner sets a draft's start time through the API (PUT /api/admin/drafts/{id}/schedule). */
export async function scheduleStart(admin: Page, draftId: string, startsAt: Date | null) {
  return ok(apiFromPage(admin, `/api/admin/drafts/${draftId}/schedule`, { method: 'PUT', body: { startsAt: startsAt && startsAt.toISOString() } }));
}

/** "20:00": the time of `at` on a 24 h clock in `timeZone`, as the screens show it. */
export function clockIn(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
}
