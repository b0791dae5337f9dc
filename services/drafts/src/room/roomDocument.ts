import type { PickMade } from '@reality-draft/events';
import type { DraftState } from '../draft/draft';

/** A pick as the room keeps it: the PickMade event's facts, without the draft id the room already has. */
export type PickEntry = Omit<PickMade['data'], 'draftId'>;

/** The draft room's read model: the folded state plus what screens show beyond the rules. */
export type RoomDocument = {
  id: string;
  state: DraftState;
  draftDate: string;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  picks: PickEntry[];
  /** Mirrors state.participants, for "drafts this player is in" queries. */
  participantIds: string[];
};

export const ROOMS = 'drafts_rooms';
