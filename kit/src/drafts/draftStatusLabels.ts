// How the screens word a draft's status: the admin's (docs/drafts.md#draft-status: the admin room's badge and the
// Draft Management rows read the same) and the player's.
import type { DraftStatus } from '@reality-draft/events';

export const ADMIN_STATUS_LABELS: Record<DraftStatus, string> = {
  pending: 'Waiting to Start',
  active: 'Live Draft',
  completed: 'Draft Complete',
};

/** How the player screens word it (docs/player-area.md#your-drafts 'Your Drafts'): 'Waiting', 'In Progress', and 'Draft Complete' as the room's badge says. */
export const PLAYER_STATUS_LABELS: Record<DraftStatus, string> = {
  pending: 'Waiting',
  active: 'In Progress',
  completed: 'Draft Complete',
};
