import { DRAFT_EVENT_TYPES, type DraftEvent } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { evolveDraft, initialDraftState } from '../draft/draft';
import { ROOMS, type PickEntry, type RoomDocument } from './roomDocument';

function newRoom(event: Extract<DraftEvent, { type: 'DraftCreated' }>): RoomDocument {
  const { draftId, draftDate, createdAt } = event.data;
  return { id: draftId, state: initialDraftState(), draftDate, createdAt, startedAt: null, completedAt: null, picks: [], participantIds: [] };
}

function withPicks(room: RoomDocument, event: DraftEvent): PickEntry[] {
  switch (event.type) {
    case 'PickMade': {
      const { pickNumber, round, playerId, itemId, label, auto, source, fromQueue, pickedAt } = event.data;
      return [...room.picks, { pickNumber, round, playerId, itemId, label, auto, source, fromQueue, pickedAt }];
    }
    case 'PickUndone':
      return room.picks.filter((pick) => pick.pickNumber !== event.data.pickNumber);
    case 'DraftReset':
      return [];
    default:
      return room.picks;
  }
}

export function evolveRoom(room: RoomDocument, event: DraftEvent): RoomDocument {
  const state = evolveDraft(room.state, event);
  return {
    ...room,
    state,
    picks: withPicks(room, event),
    participantIds: state.participants,
    startedAt: event.type === 'DraftStarted' ? event.data.startedAt : room.startedAt,
    completedAt: event.type === 'DraftCompleted' ? event.data.completedAt : state.status === 'completed' ? room.completedAt : null,
  };
}

/** A draft's room folded straight from its stream (null when missing or deleted): command replies use it. */
export function foldRoom(events: DraftEvent[]): RoomDocument | null {
  let room: RoomDocument | null = null;
  for (const event of events) {
    if (event.type === 'DraftDeleted') return null;
    room = room ? evolveRoom(room, event) : event.type === 'DraftCreated' ? evolveRoom(newRoom(event), event) : null;
  }
  return room;
}

/** One document per draft; a deleted draft's document is removed. */
export const roomProjection = defineProjection({
  name: 'drafts.rooms',
  collections: [ROOMS],
  handles: DRAFT_EVENT_TYPES,
  async apply(event, { upsert }) {
    await upsert<RoomDocument>(ROOMS, event.data.draftId, (current) => {
      if (event.type === 'DraftDeleted') return null;
      const room = current ?? (event.type === 'DraftCreated' ? newRoom(event) : null);
      return room && evolveRoom(room, event);
    });
  },
});
