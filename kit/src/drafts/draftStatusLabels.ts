// How the admin screens word a draft's status (spec 01 §2, §4): the admin room's badge and the
// Draft Management rows read the same.
import type { DraftStatus } from '@reality-draft/events';

export const ADMIN_STATUS_LABELS: Record<DraftStatus, string> = {
  pending: 'Waiting to Start',
  active: 'Live Draft',
  completed: 'Draft Complete',
};
