// How 'Your Drafts' words a draft's status (spec 02 §2).
import { DRAFT_STATUS_TONES, type BadgeTone } from '@reality-draft/kit';
import type { DraftStatus } from '@reality-draft/events';

const LABELS: Record<DraftStatus, string> = { pending: 'Waiting', active: 'In Progress', completed: 'Completed' };

/** Anything but a live or finished draft reads 'Waiting'. */
export function yourDraftStatus(status: DraftStatus): { label: string; tone: BadgeTone } {
  return { label: LABELS[status] ?? LABELS.pending, tone: DRAFT_STATUS_TONES[status] ?? DRAFT_STATUS_TONES.pending };
}
