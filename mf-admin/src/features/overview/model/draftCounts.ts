// The stat cards' draft figures: the admin's drafts and how many of them are live.
import type { DraftSummary } from '@reality-draft/events';

export function draftCounts(drafts: readonly Pick<DraftSummary, 'status'>[] | undefined): { total: number; live: number } | null {
  if (!drafts) return null;
  return { total: drafts.length, live: drafts.filter((draft) => draft.status === 'active').length };
}
