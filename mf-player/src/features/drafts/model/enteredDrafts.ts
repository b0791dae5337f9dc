// The dashboard sends the player into a live draft's room once per draft per browser session: the
// drafts already entered are remembered in sessionStorage, so 'Back to Dashboard' does not bounce.
import type { DraftSummary } from '@reality-draft/events';

export const ENTERED_DRAFTS_KEY = 'playerEnteredDrafts';
export const ROOM_REDIRECT_DELAY_MS = 1500;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's sessionStorage, or undefined where the browser refuses it. */
export function tabStorage(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readEnteredDrafts(store: Store | undefined): Set<string> {
  try {
    const ids: unknown = JSON.parse(store?.getItem(ENTERED_DRAFTS_KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberEnteredDraft(store: Store | undefined, draftId: string): void {
  const ids = readEnteredDrafts(store);
  ids.add(draftId);
  try {
    store?.setItem(ENTERED_DRAFTS_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or refused: the player may be sent to the room once more, nothing worse.
  }
}

/** The first live draft the player has not been sent into yet during this visit. */
export function draftToEnter(drafts: readonly DraftSummary[] | undefined, entered: ReadonlySet<string>): DraftSummary | null {
  return drafts?.find((draft) => draft.status === 'active' && !entered.has(draft.id)) ?? null;
}
