import { seesEmailWhole, type CastItem, type EmailViewer } from '@reality-draft/events';
import type { ReadModelsRole } from '@reality-draft/kernel';
import { draftDetail, participants, pickView } from './draftViews';
import type { PersonDocument } from './peopleProjection';
import type { RoomDocument } from './roomDocument';

/** How many drafts' rooms are kept serialised (the least recently read go first): up to ~60 KB each (24 picks, 40 ticker lines, 9 viewer classes). */
export const ROOM_VIEWS_KEPT = 256;

/** A viewer class's participants, serialised from these person documents (in the room's order). */
type SeenParticipants = { people: Array<PersonDocument | undefined>; json: string };

/** One room document's answer, serialised once: what every viewer sees alike, and each viewer class's participants. */
type SharedRoom = {
  room: RoomDocument;
  cast: Map<string, CastItem>;
  /** The draft's JSON up to its serverTime, and after it: each answer fills in its own. */
  draftHead: string;
  draftTail: string;
  /** `"picks":[…],"activity":[…],"rosterMoves":[…]` */
  rest: string;
  participants: Map<string, SeenParticipants>;
};

/** The JSON of `object` split around `key`'s member, which the caller fills in: [`{…,`, `,…}`]. */
function jsonAround(object: object, key: string): [string, string] {
  const entries = Object.entries(object);
  const at = entries.findIndex(([name]) => name === key);
  const members = (part: typeof entries) => JSON.stringify(Object.fromEntries(part)).slice(1, -1);
  const [before, after] = [members(entries.slice(0, at)), members(entries.slice(at + 1))];
  return [`{${before}${before && ','}`, `${after && ','}${after}}`];
}

/** A viewer's class: the participants whose emails they see whole (all for an admin, their own for a participant). */
const viewerClass = (room: RoomDocument, viewer: EmailViewer) => room.participantIds.filter((id) => seesEmailWhole(viewer, id)).join(' ');

const sameDocuments = <T>(a: T[], b: T[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * GET /api/drafts/{id}'s answer (the room every seat polls), serialised once per room document and
 * shared by all who read it: byte for byte `JSON.stringify(draftRoomView(…))`. Per answer only the
 * server time is written in, and the participants are serialised once per viewer class (emails masked
 * per viewer). A copy is keyed by the very documents it was made from (the read models replace a
 * document on every change, never change one in place): the room (so its version), the show's cast
 * and the participants' person documents; any other is a new copy. Only the read models' owner keeps
 * copies (a follower's documents are read anew each time), they start afresh at every role change,
 * and a room's copy is dropped as soon as its room document is replaced or deleted (`forget`).
 */
export class RoomViewCache {
  private readonly rooms = new Map<string, SharedRoom>();

  constructor(
    private readonly role?: ReadModelsRole,
    private readonly capacity = ROOM_VIEWS_KEPT,
  ) {
    role?.onChange(() => this.rooms.clear());
  }

  /** The room's answer for `viewer` at `now`, as JSON text. */
  body(room: RoomDocument, people: Map<string, PersonDocument>, cast: Map<string, CastItem>, now: Date, viewer: EmailViewer): string {
    const shared = this.shared(room, cast);
    const seen = this.seenParticipants(shared, people, viewer);
    return `{"draft":${shared.draftHead}"serverTime":${JSON.stringify(now.toISOString())}${shared.draftTail},"participants":${seen},${shared.rest}}`;
  }

  /** Drops a draft's copy (its room document was replaced or deleted). */
  forget(draftId: string): void {
    this.rooms.delete(draftId);
  }

  get size(): number {
    return this.rooms.size;
  }

  private shared(room: RoomDocument, cast: Map<string, CastItem>): SharedRoom {
    const kept = this.rooms.get(room.id);
    if (kept && kept.room === room && kept.cast === cast) {
      this.rooms.delete(room.id); // most recently read last
      this.rooms.set(room.id, kept);
      return kept;
    }
    const [draftHead, draftTail] = jsonAround(draftDetail(room, new Date(0)), 'serverTime');
    const picks = JSON.stringify(room.picks.map((entry) => pickView(room, entry, cast)));
    const shared = {
      room,
      cast,
      draftHead,
      draftTail,
      rest: `"picks":${picks},"activity":${JSON.stringify(room.activity ?? [])},"rosterMoves":${JSON.stringify(room.rosterMoves ?? [])}`,
      participants: new Map(),
    };
    this.keep(shared);
    return shared;
  }

  private keep(shared: SharedRoom): void {
    if (!(this.role?.owner ?? true)) return;
    this.rooms.delete(shared.room.id);
    this.rooms.set(shared.room.id, shared);
    if (this.rooms.size > this.capacity) this.rooms.delete(this.rooms.keys().next().value!);
  }

  private seenParticipants(shared: SharedRoom, people: Map<string, PersonDocument>, viewer: EmailViewer): string {
    const documents = shared.room.participantIds.map((id) => people.get(id));
    const key = viewerClass(shared.room, viewer);
    const kept = shared.participants.get(key);
    if (kept && sameDocuments(kept.people, documents)) return kept.json;
    const json = JSON.stringify(participants(shared.room, people, viewer));
    shared.participants.set(key, { people: documents, json });
    return json;
  }
}
