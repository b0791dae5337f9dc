// The 'Draft Progress' figures (docs/drafts.md#draft-progress): picks made out of participants x 3, round out of 3.
import { maxPicks, PICKS_PER_PARTICIPANT, roundOf, type DraftDetail } from '@reality-draft/events';

export interface DraftProgress {
  picksMade: number;
  totalPicks: number;
  /** The round on the clock; null before the draft starts. */
  round: number | null;
  rounds: number;
  fraction: number;
}

export function draftProgress(draft: Pick<DraftDetail, 'status' | 'picksMade' | 'currentRound'>, participantCount: number): DraftProgress {
  const totalPicks = maxPicks(participantCount);
  const picksMade = Math.min(draft.picksMade, totalPicks || draft.picksMade);
  const round =
    draft.status === 'pending'
      ? null
      : draft.status === 'completed'
        ? PICKS_PER_PARTICIPANT
        : (draft.currentRound ?? Math.min(PICKS_PER_PARTICIPANT, roundOf(picksMade + 1, Math.max(1, participantCount))));
  return { picksMade, totalPicks, round, rounds: PICKS_PER_PARTICIPANT, fraction: totalPicks ? picksMade / totalPicks : 0 };
}

/** A participant's picks in this draft, "n/3". */
export function picksOutOf(picksMade: number): string {
  return `${picksMade}/${PICKS_PER_PARTICIPANT}`;
}
