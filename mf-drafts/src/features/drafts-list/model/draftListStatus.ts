// How the drafts lists word a draft's status and which buttons they offer (docs/drafts.md#draft-status).
import type { DraftStatus, DraftSummary } from '@reality-draft/events';
import { playerCount, type Role } from '@reality-draft/kit';

export const LIST_STATUS_LABELS: Record<DraftStatus, string> = {
  pending: 'Waiting for Players',
  active: 'Draft in Progress',
  completed: 'Draft Complete',
};

/**
 * 'Available Drafts': a pending draft can be joined, an active one watched. A player can only watch
 * a draft they are in (the server refuses anyone else's room), so they get no Watch for the others.
 */
export function publicDraftAction(status: DraftStatus, viewer: { role: Role; joined: boolean }): 'Join' | 'Watch' | null {
  if (status === 'pending') return 'Join';
  if (status === 'active' && (viewer.role === 'admin' || viewer.joined)) return 'Watch';
  return null;
}

const STATUS_ORDER: Record<DraftStatus, number> = { active: 0, pending: 1, completed: 2 };

/** Live drafts first, then waiting ones, then finished; the newest draft date first within each. */
export function sortDrafts<T extends Pick<DraftSummary, 'status' | 'draftDate' | 'createdAt'>>(drafts: readonly T[]): T[] {
  return [...drafts].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.draftDate.localeCompare(a.draftDate) || b.createdAt.localeCompare(a.createdAt),
  );
}

/** "3 players · 4/9 picks" under a draft's name. */
export function draftFacts(draft: Pick<DraftSummary, 'participantCount' | 'picksMade' | 'maxPicks' | 'status'>): string {
  const players = playerCount(draft.participantCount);
  if (draft.status === 'pending') return players;
  return `${players} · ${draft.picksMade}/${draft.maxPicks} picks`;
}
