import type { CastItem, ShowType } from '@reality-draft/events';
import type { DocumentStore, ReadModelsRole } from '@reality-draft/kernel';
import { CASTS, type CastDocument } from './castProjection';
import { CHAT, type ChatDocument } from './chatProjection';
import { DocumentsInMemory } from './documentsInMemory';
import { PEOPLE, type PersonDocument } from './peopleProjection';
import { QUEUES, queueDocumentId, type QueueDocument } from './queueProjection';
import { ROOMS, type RoomDocument } from './roomDocument';

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

/**
 * Reads of the drafts service's read models. Rooms, casts and people are read on every request of a
 * live draft: they are served from memory, which their projections keep current (`inMemory`).
 */
export class DraftQueries {
  readonly inMemory: { rooms: DocumentsInMemory<RoomDocument>; casts: DocumentsInMemory<CastDocument>; people: DocumentsInMemory<PersonDocument> };
  /** Each show's cast as a map, made again only when the cast document changes. */
  private readonly castMaps = new WeakMap<CastDocument, Map<string, CastItem>>();

  constructor(
    private readonly docs: DocumentStore,
    role?: ReadModelsRole,
  ) {
    this.inMemory = {
      rooms: new DocumentsInMemory(docs, ROOMS, role),
      casts: new DocumentsInMemory(docs, CASTS, role),
      people: new DocumentsInMemory(docs, PEOPLE, role),
    };
  }

  private async rooms(keep: (room: RoomDocument) => boolean, order: 'newest' | 'oldest' = 'newest'): Promise<RoomDocument[]> {
    const sign = order === 'newest' ? -1 : 1;
    return (await this.inMemory.rooms.all()).filter(keep).sort((a, b) => sign * a.createdAt.localeCompare(b.createdAt));
  }

  room(draftId: string): Promise<RoomDocument | null> {
    return this.inMemory.rooms.get(draftId);
  }

  async roomByJoinCode(joinCode: string): Promise<RoomDocument | null> {
    return (await this.inMemory.rooms.all()).find((room) => room.joinCode === joinCode) ?? null;
  }

  /** Drafts anyone signed in may see and join or watch: pending and active ones. */
  publicRooms(): Promise<RoomDocument[]> {
    return this.rooms((room) => room.status === 'pending' || room.status === 'active');
  }

  /** A page of a league's chat, newest first: `limit` messages older than `before` (a seq), and whether there are more. */
  async chatPage(draftId: string, before: number | undefined, limit: number): Promise<{ messages: ChatDocument[]; more: boolean }> {
    const found = await this.docs
      .collection<ChatDocument>(CHAT)
      .find({ draftId, ...(before !== undefined && { seq: { $lt: before } }) }, { sort: { seq: -1 }, limit: limit + 1 });
    return { messages: found.slice(0, limit), more: found.length > limit };
  }

  chatMessage(messageId: string): Promise<ChatDocument | null> {
    return this.docs.collection<ChatDocument>(CHAT).findOne({ id: messageId });
  }

  /** Every message the player wrote, oldest first (their data export). */
  chatMessagesBy(authorId: string): Promise<ChatDocument[]> {
    return this.docs.collection<ChatDocument>(CHAT).find({ authorId }, { sort: { at: 1, id: 1 } });
  }

  roomsOwnedBy(adminId: string): Promise<RoomDocument[]> {
    return this.rooms((room) => room.adminId === adminId);
  }

  roomsJoinedBy(playerId: string): Promise<RoomDocument[]> {
    return this.rooms((room) => room.participantIds.includes(playerId));
  }

  allRooms(): Promise<RoomDocument[]> {
    return this.rooms(() => true, 'oldest');
  }

  activeRooms(): Promise<RoomDocument[]> {
    return this.rooms((room) => room.status === 'active');
  }

  /** Waiting drafts whose start countdown runs or whose start time is set (the turn clock starts them at startsAt). */
  countingDownRooms(): Promise<RoomDocument[]> {
    return this.rooms((room) => room.status === 'pending' && Boolean(room.startsAt));
  }

  async people(playerIds: string[]): Promise<Map<string, PersonDocument>> {
    const people = await Promise.all(playerIds.map((id) => this.inMemory.people.get(id)));
    return byId(people.filter((person): person is PersonDocument => person !== null));
  }

  person(playerId: string): Promise<PersonDocument | null> {
    return this.inMemory.people.get(playerId);
  }

  async cast(showType: ShowType): Promise<Map<string, CastItem>> {
    const document = await this.inMemory.casts.get(showType);
    return document ? this.castMap(document) : new Map();
  }

  /** A room and its show's cast as memory holds them right now (a push notice is made without waiting), or undefined. */
  roomNow(draftId: string): { room: RoomDocument; cast: Map<string, CastItem> } | undefined {
    const room = this.inMemory.rooms.now(draftId);
    const document = room && this.inMemory.casts.now(room.showType);
    if (!room || document === undefined) return undefined;
    return { room, cast: document ? this.castMap(document) : new Map() };
  }

  private castMap(document: CastDocument): Map<string, CastItem> {
    let members = this.castMaps.get(document);
    if (!members) this.castMaps.set(document, (members = byId(document.members)));
    return members;
  }

  async allCasts(): Promise<Map<string, CastItem>> {
    return byId((await this.inMemory.casts.all()).flatMap((document) => document.members));
  }

  async queue(draftId: string, playerId: string): Promise<string[]> {
    const document = await this.docs.collection<QueueDocument>(QUEUES).findOne({ id: queueDocumentId(draftId, playerId) });
    return document?.itemIds ?? [];
  }
}
