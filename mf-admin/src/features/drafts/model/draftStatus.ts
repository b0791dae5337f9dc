// What an admin may do with a draft and how its status reads (docs/drafts.md#draft-status, docs/drafts.md#start-and-restart). The status reads
// as in the admin's draft room (ADMIN_STATUS_LABELS from the kit).
import { ADMIN_STATUS_LABELS, clockTimeText, DRAFT_STATUS_TONES, startDayText, type BadgeTone } from '@reality-draft/kit';
import { MIN_PARTICIPANTS, type DraftStatus, type DraftSummary } from '@reality-draft/events';

export function statusBadge(status: DraftStatus): { label: string; tone: BadgeTone } {
  return { label: ADMIN_STATUS_LABELS[status] ?? status, tone: DRAFT_STATUS_TONES[status] ?? 'neutral' };
}

/** Start is offered for a pending draft and enabled from 2 participants. */
export function canStart(draft: Pick<DraftSummary, 'status' | 'participantCount'>): boolean {
  return draft.status === 'pending' && draft.participantCount >= MIN_PARTICIPANTS;
}

/** 'Clear Picks & Restart' is offered while a draft is active or completed. */
export function canReset(draft: Pick<DraftSummary, 'status'>): boolean {
  return draft.status === 'active' || draft.status === 'completed';
}

/** Newest first: by draft date, then by creation. */
export function sortAdminDrafts(drafts: readonly DraftSummary[]): DraftSummary[] {
  return [...drafts].sort((a, b) => b.draftDate.localeCompare(a.draftDate) || b.createdAt.localeCompare(a.createdAt));
}

/** "3/6 picks made"; before the draft starts (no pick total yet) just the count. */
export function picksText(draft: Pick<DraftSummary, 'picksMade' | 'maxPicks'>): string {
  return draft.maxPicks > 0 ? `${draft.picksMade}/${draft.maxPicks} picks made` : `${draft.picksMade} picks made`;
}

/** "Starts at 20:00 on Wed, Dec 2" (the admin's zone) while a start time waits; null otherwise (the 10 s countdown is the room's). */
export function startText(draft: Pick<DraftSummary, 'status' | 'startsAt' | 'startKind'>, timeZone?: string, locale?: string): string | null {
  if (draft.status !== 'pending' || draft.startKind !== 'schedule' || !draft.startsAt) return null;
  return `Starts at ${clockTimeText(draft.startsAt, timeZone)} on ${startDayText(draft.startsAt, timeZone, locale)}`;
}
