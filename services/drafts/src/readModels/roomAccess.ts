import { castRank, DRAFT_EVENT_TYPES, draftStream, type Contestant, type DraftRoom, type Team } from '@reality-draft/events';
import { Forbidden, NotFound, readStreamOf, type Principal } from '@reality-draft/kernel';
import { DRAFT_NOT_FOUND, NOT_A_PARTICIPANT, NOT_OWNER } from '../draft/messages';
import type { DraftsDeps } from '../draftsDeps';
import { CASTS_PROJECTION } from './castProjection';
import { draftRoomView } from './draftViews';
import { PEOPLE_PROJECTION } from './peopleProjection';
import type { RoomDocument } from './roomDocument';
import { foldRoom, ROOMS_PROJECTION } from './roomProjection';

const NO_ACCESS = "You don't have access to this draft.";

/** Who may see a room (and follow its push topic): its participants and any admin (the owner manages it, others watch). */
export const mayWatch = (room: RoomDocument, who: Principal) => who.userType === 'admin' || room.participantIds.includes(who.id);

/** A league's own people (its chat's): its players and the admin who created it, not other admins. */
export const isLeagueMember = (room: RoomDocument, who: Principal) =>
  who.userType === 'admin' ? room.adminId === who.id : room.participantIds.includes(who.id);

export async function existingRoom(deps: DraftsDeps, draftId: string): Promise<RoomDocument> {
  const room = await deps.queries.room(draftId);
  if (!room) throw new NotFound(DRAFT_NOT_FOUND);
  return room;
}

/** A draft room any admin may watch and its participants may see; anyone else is refused. */
export async function visibleRoom(deps: DraftsDeps, draftId: string, who: Principal): Promise<RoomDocument> {
  const room = await existingRoom(deps, draftId);
  if (mayWatch(room, who)) return room;
  throw new Forbidden(NO_ACCESS);
}

/** A draft only its own admin may manage. */
export async function ownedRoom(deps: DraftsDeps, draftId: string, adminId: string): Promise<RoomDocument> {
  const room = await existingRoom(deps, draftId);
  if (room.adminId !== adminId) throw new Forbidden(NOT_OWNER);
  return room;
}

/** A participant's view of a room they are in (their pick queue, say). */
export async function participantRoom(deps: DraftsDeps, draftId: string, playerId: string): Promise<RoomDocument> {
  const room = await existingRoom(deps, draftId);
  if (!room.participantIds.includes(playerId)) throw new Forbidden(NOT_A_PARTICIPANT);
  return room;
}

/**
 * The room as of stream version `version` or later, for a command's reply: the read model's (which
 * the command has waited for), or, should it still be behind, folded from the stream.
 */
export async function roomAsOf(deps: DraftsDeps, draftId: string, version: number): Promise<RoomDocument> {
  const room = await deps.queries.room(draftId);
  if (room && room.version >= version) return room;
  const folded = foldRoom((await readStreamOf(deps.events, draftStream(draftId), DRAFT_EVENT_TYPES)).events);
  if (!folded) throw new NotFound(DRAFT_NOT_FOUND);
  return folded;
}

/** The read models a room's answer is made from (roomAsOf, roomView): a draft command's answer waits for these alone. */
export const ROOM_READ_MODELS = [ROOMS_PROJECTION, PEOPLE_PROJECTION, CASTS_PROJECTION] as const;

/** What a room's view shows besides the room: its participants' names and its show's cast. */
const peopleAndCast = (deps: DraftsDeps, room: RoomDocument) => Promise.all([deps.queries.people(room.participantIds), deps.queries.cast(room.showType)]);

/** The room as this caller may see it (every answer that carries the room is made here or in roomBody). */
export async function roomView(deps: DraftsDeps, room: RoomDocument, viewer: Principal): Promise<DraftRoom> {
  const [people, cast] = await peopleAndCast(deps, room);
  return draftRoomView(room, people, cast, deps.now(), viewer);
}

/** GET /api/drafts/{id}'s answer as JSON text: roomView's, byte for byte, serialised once per room document (RoomViewCache). */
export async function roomBody(deps: DraftsDeps, room: RoomDocument, viewer: Principal): Promise<string> {
  const [people, cast] = await peopleAndCast(deps, room);
  return deps.roomViews.body(room, people, cast, deps.now(), viewer);
}

/** The show's cast members not yet picked in this draft, eliminated ones included (isActive false). */
export async function availableItems(deps: DraftsDeps, room: RoomDocument): Promise<(Team | Contestant)[]> {
  const taken = new Set(room.picks.map((pick) => pick.itemId));
  const cast = await deps.queries.cast(room.showType);
  // One show's cast: Amazing Race teams, or one show's contestants (CastItem does not carry which).
  const members = [...cast.values()] as (Team | Contestant)[];
  return members.filter((item) => !taken.has(item.id)).sort((a, b) => castRank(a) - castRank(b));
}
