// How 'Your Drafts' words a draft's status (spec 02 §2).
import type { BadgeTone } from '@reality-draft/kit';
import type { DraftStatus } from '@reality-draft/events';

export function yourDraftStatus(status: DraftStatus): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'active':
      return { label: 'In Progress', tone: 'success' };
    case 'completed':
      return { label: 'Completed', tone: 'neutral' };
    default:
      return { label: 'Waiting', tone: 'warning' };
  }
}
