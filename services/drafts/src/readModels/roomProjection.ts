import { castLabel, DRAFT_EVENT_TYPES, type DraftEvent } from '@reality-draft/events';
import { defineProjection, isEventOf, type Projection } from '@reality-draft/kernel';
import type { CastDocument } from './castProjection';
import type { DocumentsInMemory } from './documentsInMemory';
import { activityLineOf, withActivityLine } from './roomActivity';
import { ROOMS, type PickEntry, type RoomDocument } from './roomDocument';

/** A draft event and the stream version it took. */
export type RoomEvent = DraftEvent & { version: number };

const ms = (iso: string) => Date.parse(iso);

function newRoom(event: Extract<DraftEvent, { type: 'DraftCreated' }>): RoomDocument {
  const { draftId, adminId, joinCode, showType, turnTimeLimit, draftDate, createdAt, name } = event.data;
  return {
    id: draftId,
    version: 0,
    adminId,
    joinCode,
    showType,
    name: name ?? null,
    turnTimeLimit,
    status: 'pending',
    draftDate,
    createdAt,
    startedAt: null,
    completedAt: null,
    participantIds: [],
    picks: [],
    turnStartedAt: null,
    pausedRemainingMs: null,
    startsAt: null,
    startKind: null,
    missedStart: null,
    autoPickIds: [],
    activity: [],
  };
}

/**
 * How long the turn ran before the pick, in seconds to a tenth: from the turn's start (which a resume
 * moves on by the paused time), or what a paused turn had used; null when no turn was running.
 */
export function secondsOnClock(room: RoomDocument, pickedAt: string): number | null {
  const usedMs =
    room.pausedRemainingMs !== null
      ? room.turnTimeLimit * 1000 - room.pausedRemainingMs
      : room.turnStartedAt === null
        ? null
        : ms(pickedAt) - room.turnStartedAt;
  return usedMs === null || !Number.isFinite(usedMs) ? null : Math.round(Math.max(0, usedMs) / 100) / 10;
}

function pickEntry(room: RoomDocument, { pickNumber, round, playerId, itemId, label, auto, source, fromQueue, pickedAt, pickedBy }: PickEntry): PickEntry {
  const by = pickedBy === undefined ? {} : { pickedBy };
  return { pickNumber, round, playerId, itemId, label, auto, source, fromQueue, pickedAt, ...by, secondsOnClock: secondsOnClock(room, pickedAt) };
}

/** What one event changes in a room (the version aside). */
function changed(room: RoomDocument, event: DraftEvent): RoomDocument {
  switch (event.type) {
    case 'DraftCreated':
      return room;
    case 'PlayerJoinedDraft':
      return { ...room, participantIds: [...room.participantIds, event.data.playerId] };
    case 'DraftStarted':
      return {
        ...room,
        status: 'active',
        participantIds: event.data.order,
        startedAt: event.data.startedAt,
        turnStartedAt: ms(event.data.startedAt),
        startsAt: null,
        startKind: null,
        missedStart: null,
      };
    case 'DraftStartScheduled':
      return { ...room, startsAt: event.data.startsAt, startKind: event.data.kind ?? 'countdown', missedStart: null };
    case 'DraftStartCancelled':
      return { ...room, startsAt: null, startKind: null };
    case 'DraftStartMissed': {
      const { scheduledFor, playerCount, reason } = event.data;
      return { ...room, startsAt: null, startKind: null, missedStart: { scheduledFor, playerCount, reason } };
    }
    case 'AutoPickSet': {
      const others = (room.autoPickIds ?? []).filter((id) => id !== event.data.playerId);
      return { ...room, autoPickIds: event.data.on ? [...others, event.data.playerId] : others };
    }
    case 'PickMade':
      return { ...room, picks: [...room.picks, pickEntry(room, event.data)], turnStartedAt: ms(event.data.pickedAt) };
    case 'DraftCompleted':
      return { ...room, status: 'completed', completedAt: event.data.completedAt, turnStartedAt: null, pausedRemainingMs: null };
    case 'DraftReset':
      return { ...room, status: 'active', completedAt: null, picks: [], turnStartedAt: ms(event.data.resetAt), pausedRemainingMs: null };
    case 'DraftPaused':
      return { ...room, pausedRemainingMs: event.data.remainingMs };
    case 'DraftResumed': {
      const elapsed = room.turnTimeLimit * 1000 - (room.pausedRemainingMs ?? 0);
      return { ...room, pausedRemainingMs: null, turnStartedAt: ms(event.data.resumedAt) - elapsed };
    }
    case 'PickUndone':
      return {
        ...room,
        status: 'active',
        completedAt: null,
        picks: room.picks.filter((pick) => pick.pickNumber !== event.data.pickNumber),
        turnStartedAt: ms(event.data.undoneAt),
        pausedRemainingMs: room.pausedRemainingMs === null ? null : room.turnTimeLimit * 1000,
      };
    case 'DraftDeleted':
      return room;
  }
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
    handles: [...DRAFT_EVENT_TYPES, ...CAST_CHANGES],
    async apply(event, { upsert }) {
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
