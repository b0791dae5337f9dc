import type { PickSource } from '@reality-draft/events';
import type { DraftState } from '../draft/draft';

export interface PickEntry {
  pickNumber: number;
  round: number;
  playerId: string;
  itemId: string;
  label: string;
  auto: boolean;
  source: PickSource;
  fromQueue: boolean;
  pickedAt: string;
}

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
