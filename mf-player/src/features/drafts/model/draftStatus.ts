// How 'Your Drafts' words a draft's status (docs/player-area.md#your-drafts): 'Waiting', 'In Progress', 'Draft Complete'.
import { DRAFT_STATUS_TONES, PLAYER_STATUS_LABELS, type BadgeTone } from '@reality-draft/kit';
import type { DraftStatus } from '@reality-draft/events';

/** Anything but a live or finished draft reads 'Waiting'. */
export function yourDraftStatus(status: DraftStatus): { label: string; tone: BadgeTone } {
  return { label: PLAYER_STATUS_LABELS[status] ?? PLAYER_STATUS_LABELS.pending, tone: DRAFT_STATUS_TONES[status] ?? DRAFT_STATUS_TONES.pending };
}
