// The badge tone of a draft's status, the same on every screen (each screen words the status itself).
import type { DraftStatus } from '@reality-draft/events';
import type { BadgeTone } from '../ui/Badge';

export const DRAFT_STATUS_TONES: Record<DraftStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  completed: 'neutral',
};
