// How the draft rooms word a draft's status and phase (docs/drafts.md#draft-status). The admin room's
// badge reads like Draft Management's (ADMIN_STATUS_LABELS from the kit).
import { MIN_PARTICIPANTS, type DraftStatus } from '@reality-draft/events';
import { playerCount } from '@reality-draft/kit';

export const PLAYER_STATUS_LABELS: Record<DraftStatus, string> = {
  pending: 'Waiting to Start',
  active: 'Draft Active',
  completed: 'Draft Complete',
};

/** draftPhase 1 is personal teams; any other value is competitor assignments (docs/drafts.md#draft-phase). */
export function phaseLabel(draftPhase: number): string {
  return draftPhase === 1 ? 'Phase 1 · Personal Teams' : 'Phase 2 · Competitor Assignments';
}

/** The line under the admin room's title. */
export function adminStatusNote(status: DraftStatus, participantCount: number): string {
  if (status === 'active') return 'Draft in Progress';
  if (status === 'completed') return 'Every pick is in.';
  if (participantCount < MIN_PARTICIPANTS) return 'Waiting for Players';
  return `${playerCount(participantCount)} have joined — ready to start.`;
}
