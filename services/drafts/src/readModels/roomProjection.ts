import {
  castLabel,
  DRAFT_EVENT_TYPES,
  evolveDraft,
  initialDraftState,
  PERIODS,
  type DraftEvent,
  type DraftState,
  type NewActivityLine,
  type ReplacementSettled,
  type TradeCompleted,
  type RosterMove,
} from '@reality-draft/events';
import { defineProjection, isEventOf, type Projection } from '@reality-draft/kernel';
import type { CastDocument } from './castProjection';
import type { DocumentsInMemory } from './documentsInMemory';
import { activityLineOf, withActivityLine } from './roomActivity';
import { ROOMS, roomName, type RoomDocument } from './roomDocument';

/** A draft event and the stream version it took. */
export type RoomEvent = DraftEvent & { version: number };

function newRoom(event: Extract<DraftEvent, { type: 'DraftCreated' }>): RoomDocument {
  const { draftId, adminId, joinCode, showType, turnTimeLimit, draftDate, createdAt, name, previousDraftId } = event.data;
  return {
    id: draftId,
    version: 0,
    adminId,
    joinCode,
    showType,
    name: name ?? null,
    ...(previousDraftId && { previousDraftId }),
    turnTimeLimit,
    draftDate,
    createdAt,
    startedAt: null,
    completedAt: null,
    activity: [],
    ...draftFieldsOf(initialDraftState()),
  };
}

/** The room's copy of what evolveDraft folds: status, participants, picks and the clock. */
function draftFieldsOf(draft: DraftState) {
  return {
    status: draft.status,
    participantIds: draft.participants,
    picks: draft.picks,
    turnStartedAt: draft.turnStartedAt,
    pausedRemainingMs: draft.pausedRemainingMs,
    startsAt: draft.startsAt,
    startKind: draft.startKind,
    missedStart: draft.missedStart,
    autoPickIds: draft.autoPick,
  } satisfies Partial<RoomDocument>;
}

/** The draft a room holds, as evolveDraft folds it (the room keeps no auto-pick timeouts: it shows none). */
function draftOfRoom(room: RoomDocument): DraftState {
  return {
    exists: true,
    deleted: false,
    draftId: room.id,
    adminId: room.adminId,
    showType: room.showType,
    joinCode: room.joinCode,
    name: roomName(room),
    turnTimeLimit: room.turnTimeLimit,
    status: room.status,
    participants: room.participantIds,
    picks: room.picks.map((pick) => ({ ...pick, secondsOnClock: pick.secondsOnClock ?? null })),
    turnStartedAt: room.turnStartedAt,
    pausedRemainingMs: room.pausedRemainingMs,
    startsAt: room.startsAt ?? null,
    startKind: room.startKind ?? null,
    missedStart: room.missedStart ?? null,
    autoPick: room.autoPickIds ?? [],
    timeouts: {},
  };
}

/** When the draft started and finished: the room's own facts, beside the draft's fold. */
function roomTimes(room: RoomDocument, event: DraftEvent): Pick<RoomDocument, 'startedAt' | 'completedAt'> {
  switch (event.type) {
    case 'DraftStarted':
      return { startedAt: event.data.startedAt, completedAt: room.completedAt };
    case 'DraftCompleted':
      return { startedAt: room.startedAt, completedAt: event.data.completedAt };
    case 'DraftReset':
    case 'PickUndone':
      return { startedAt: room.startedAt, completedAt: null };
    default:
      return { startedAt: room.startedAt, completedAt: room.completedAt };
  }
}

/** What one event changes in a room (the version and ticker aside): the draft folded by evolveDraft, and the room's times. */
function changed(room: RoomDocument, event: DraftEvent): RoomDocument {
  return { ...room, ...roomTimes(room, event), ...draftFieldsOf(evolveDraft(draftOfRoom(room), event)) };
}

/** The room after `event` (null once the draft is deleted, or for events of a draft never created). */
export function evolveRoom(room: RoomDocument | null, event: RoomEvent): RoomDocument | null {
  if (event.type === 'DraftDeleted') return null;
  const base = room ?? (event.type === 'DraftCreated' ? newRoom(event) : null);
  return base && { ...withActivityLine(changed(base, event), activityLineOf(base, event)), version: event.version };
}

/** A draft's room folded straight from its stream (null when missing or deleted). */
export const foldRoom = (events: RoomEvent[]): RoomDocument | null => events.reduce<RoomDocument | null>(evolveRoom, null);

export const ROOMS_PROJECTION = 'drafts.rooms';

/**
 * One document per draft (a deleted draft's is removed), also kept in memory: the rooms are read on
 * every request of a live draft, and served from there.
 */
export function roomProjection(rooms: DocumentsInMemory<RoomDocument>, casts: DocumentsInMemory<CastDocument>): Projection {
  return defineProjection({
    name: ROOMS_PROJECTION,
    // 2: an elimination's ticker line carries its period (the spoiler guard hides a later one).
    version: 2,
    collections: [ROOMS],
    handles: [...DRAFT_EVENT_TYPES, ...CAST_CHANGES, 'ReplacementSettled', 'TradeCompleted'],
    async apply(event, { upsert }) {
      if (event.type === 'ReplacementSettled' || event.type === 'TradeCompleted') {
        return rooms.upsert(upsert, event.data.draftId, (current) => current && withRosterMove(current, event));
      }
      if (!isEventOf(CAST_CHANGES)(event)) return rooms.upsert(upsert, event.data.draftId, (current) => evolveRoom(current, event));
      // An elimination (or its undoing) is told in every live room of that show.
      const { showType, memberId, at } = event.data;
      const member = (await casts.get(showType))?.members.find((item) => item.id === memberId);
      const label = member ? castLabel(member) : memberId;
      const line =
        event.type === 'CastMemberEliminated'
          ? ({ kind: 'eliminated', at, itemId: memberId, label, ...(event.data.period === undefined ? {} : { period: event.data.period }) } as const)
          : ({ kind: 'restored', at, itemId: memberId, label } as const);
      for (const room of await rooms.all()) {
        if (room.showType !== showType || room.status !== 'active') continue;
        await rooms.upsert(upsert, room.id, (current) => current && withActivityLine(current, line));
      }
    },
  });
}

const CAST_CHANGES = ['CastMemberEliminated', 'CastMemberRestored'] as const;

/** A won replacement claim or a completed trade, on the room's rosters and in its ticker (docs/league.md#rosters); a lost claim changes nothing. */
function withRosterMove(room: RoomDocument, event: ReplacementSettled | TradeCompleted): RoomDocument {
  const periodWord = PERIODS[room.showType].word;
  const moved = (move: RosterMove, line: NewActivityLine) => withActivityLine({ ...room, rosterMoves: [...(room.rosterMoves ?? []), move] }, line);
  if (event.type === 'TradeCompleted') {
    const { fromPlayerId, toPlayerId, give, get, fromPeriod, at, tradeId: ref } = event.data;
    const line = {
      kind: 'traded',
      at,
      fromPlayerId,
      toPlayerId,
      giveLabels: give.map((item) => item.label),
      getLabels: get.map((item) => item.label),
      fromPeriod,
      periodWord,
    } as const;
    return moved({ kind: 'trade', fromPlayerId, toPlayerId, give, get, fromPeriod, at, ref }, line);
  }
  const { won, playerId, dropItemId, dropLabel, addItemId, addLabel, fromPeriod, settledAt: at, claimId: ref } = event.data;
  if (!won) return room;
  const line = { kind: 'replaced', at, playerId, dropLabel, addLabel, fromPeriod, periodWord } as const;
  return moved({ kind: 'replacement', playerId, dropItemId, dropLabel, addItemId, addLabel, fromPeriod, at, ref }, line);
}
