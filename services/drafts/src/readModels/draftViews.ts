import {
  emailSeenBy,
  maxPicks,
  type CastItem,
  type Contestant,
  type DraftDetail,
  type DraftRoom,
  type DraftSummary,
  type EmailViewer,
  type Participant,
  participantRecord,
  type PersonName,
  type Pick,
  type Team,
} from '@reality-draft/events';
import type { PersonDocument } from './peopleProjection';
import { type PickEntry, type RoomDocument, roomName } from './roomDocument';
import { roomPaused, roomTurn } from './roomTurn';

export function draftSummary(room: RoomDocument): DraftSummary {
  return {
    id: room.id,
    joinCode: room.joinCode,
    showType: room.showType,
    name: roomName(room),
    status: room.status,
    draftDate: room.draftDate,
    turnTimeLimit: room.turnTimeLimit,
    draftPhase: 1,
    adminId: room.adminId,
    participantCount: room.participantIds.length,
    picksMade: room.picks.length,
    maxPicks: maxPicks(room.participantIds.length),
    createdAt: room.createdAt,
    startedAt: room.startedAt,
    completedAt: room.completedAt,
    paused: roomPaused(room),
    startsAt: room.status === 'pending' ? (room.startsAt ?? null) : null,
    startKind: room.status === 'pending' && room.startsAt ? (room.startKind ?? 'countdown') : null,
    missedStart: room.status === 'pending' ? (room.missedStart ?? null) : null,
    autoPickPlayerIds: room.autoPickIds ?? [],
    previousDraftId: room.previousDraftId ?? null,
  };
}

export function draftDetail(room: RoomDocument, now: Date): DraftDetail {
  const turn = roomTurn(room);
  const paused = roomPaused(room);
  return {
    ...draftSummary(room),
    currentTurn: turn?.pickNumber ?? null,
    currentRound: turn?.round ?? null,
    currentPlayerId: turn?.playerId ?? null,
    turnStartTime: turn && room.turnStartedAt !== null ? new Date(room.turnStartedAt).toISOString() : null,
    paused,
    pausedSecondsLeft: paused ? Math.ceil(room.pausedRemainingMs! / 1000) : null,
    phaseOneOrder: room.status === 'pending' ? [] : room.participantIds,
    serverTime: now.toISOString(),
    version: room.version,
  };
}

/** A participant's name and email as this viewer may see them: others' emails masked for a player. */
const personName = (person: PersonDocument | undefined, playerId: string, viewer: EmailViewer): PersonName => ({
  firstName: person?.firstName ?? null,
  lastName: person?.lastName ?? null,
  email: emailSeenBy(viewer, playerId, person?.email ?? null),
});

export function participants(room: RoomDocument, people: Map<string, PersonDocument>, viewer: EmailViewer): Participant[] {
  return room.participantIds.map((playerId, index) => {
    const name = personName(people.get(playerId), playerId, viewer);
    const picksMade = room.picks.filter((pick) => pick.playerId === playerId).length;
    return participantRecord(room.id, playerId, index, name, picksMade, (room.autoPickIds ?? []).includes(playerId));
  });
}

/** The pick with its item nested the way the spec reads it: team for Amazing Race, contestant otherwise. */
export function pickView(room: RoomDocument, entry: PickEntry, cast: Map<string, CastItem>): Pick {
  const item = cast.get(entry.itemId) ?? null;
  const base = {
    id: `${room.id}-${entry.pickNumber}`,
    draftId: room.id,
    pickNumber: entry.pickNumber,
    round: entry.round,
    playerId: entry.playerId,
    userId: entry.playerId,
    assignedToPlayerId: entry.playerId,
    assignedToUserId: entry.playerId,
    isAutoPick: entry.auto,
    source: entry.source,
    pickedAt: entry.pickedAt,
    secondsOnClock: entry.secondsOnClock ?? null,
    label: entry.label,
  };
  const showType = room.showType;
  if (showType === 'amazing_race') return { ...base, teamId: entry.itemId, team: item as Team | null };
  const contestant = { ...base, contestantId: entry.itemId, contestant: item as Contestant | null };
  return showType === 'survivor' ? { ...contestant, survivorContestantId: entry.itemId } : contestant;
}

/** The room as `viewer` sees it: the same for everyone but the participants' emails (emailSeenBy). */
export function draftRoomView(room: RoomDocument, people: Map<string, PersonDocument>, cast: Map<string, CastItem>, now: Date, viewer: EmailViewer): DraftRoom {
  return {
    draft: draftDetail(room, now),
    participants: participants(room, people, viewer),
    picks: room.picks.map((entry) => pickView(room, entry, cast)),
    activity: room.activity ?? [],
    rosterMoves: room.rosterMoves ?? [],
  };
}
