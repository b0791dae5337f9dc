// 'Your Drafts' lists what needs the player first: live drafts, then waiting rooms, then finished
// drafts; the newest first within each.
import type { DraftStatus, DraftSummary } from '@reality-draft/events';

const STATUS_ORDER: Record<DraftStatus, number> = { active: 0, pending: 1, completed: 2 };

const newest = (draft: Pick<DraftSummary, 'completedAt' | 'startedAt' | 'createdAt'>) => draft.completedAt ?? draft.startedAt ?? draft.createdAt ?? '';

export function yourDraftsInOrder<T extends Pick<DraftSummary, 'status' | 'completedAt' | 'startedAt' | 'createdAt'>>(drafts: readonly T[]): T[] {
  return [...drafts].sort((a, b) => (STATUS_ORDER[a.status] ?? 1) - (STATUS_ORDER[b.status] ?? 1) || newest(b).localeCompare(newest(a)));
}
