import { castLabel, castRank, type CastItem, type ShowType } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';
import { CASTS, type CastDocument } from '../cast/castProjection';
import type { CastEntry } from '../draft/commands';
import { PEOPLE, type PersonDocument } from '../people/peopleProjection';
import { QUEUES, queueDocumentId, type QueueDocument } from '../queue/pickQueue';
import { ROOMS, type RoomDocument } from './roomDocument';

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

/** Reads of the drafts service's read models. */
export class DraftQueries {
  constructor(private readonly docs: DocumentStore) {}

  private get rooms() {
    return this.docs.collection<RoomDocument>(ROOMS);
  }

  room(draftId: string): Promise<RoomDocument | null> {
    return this.rooms.findOne({ id: draftId });
  }

  roomByJoinCode(joinCode: string): Promise<RoomDocument | null> {
    return this.rooms.findOne({ 'state.joinCode': joinCode });
  }

  /** Drafts anyone signed in may see and join or watch: pending and active ones. */
  publicRooms(): Promise<RoomDocument[]> {
    return this.rooms.find({ 'state.status': { $in: ['pending', 'active'] } }, { sort: { createdAt: -1 } });
  }

  roomsOwnedBy(adminId: string): Promise<RoomDocument[]> {
    return this.rooms.find({ 'state.adminId': adminId }, { sort: { createdAt: -1 } });
  }

  roomsJoinedBy(playerId: string): Promise<RoomDocument[]> {
    return this.rooms.find({ participantIds: playerId }, { sort: { createdAt: -1 } });
  }

  allRooms(): Promise<RoomDocument[]> {
    return this.rooms.find({}, { sort: { createdAt: 1 } });
  }

  activeRooms(): Promise<RoomDocument[]> {
    return this.rooms.find({ 'state.status': 'active' });
  }

  async people(playerIds: string[]): Promise<Map<string, PersonDocument>> {
    return byId(await this.docs.collection<PersonDocument>(PEOPLE).find({ id: { $in: playerIds } }));
  }

  async person(playerId: string): Promise<PersonDocument | null> {
    return this.docs.collection<PersonDocument>(PEOPLE).findOne({ id: playerId });
  }

  async cast(showType: ShowType): Promise<Map<string, CastItem>> {
    const document = await this.docs.collection<CastDocument>(CASTS).findOne({ id: showType });
    return byId(document?.members ?? []);
  }

  async allCasts(): Promise<Map<string, CastItem>> {
    const documents = await this.docs.collection<CastDocument>(CASTS).find({});
    return byId(documents.flatMap((document) => document.members));
  }

  async castEntries(showType: ShowType): Promise<CastEntry[]> {
    return [...(await this.cast(showType)).values()].map(castEntry);
  }

  async queue(draftId: string, playerId: string): Promise<string[]> {
    const document = await this.docs.collection<QueueDocument>(QUEUES).findOne({ id: queueDocumentId(draftId, playerId) });
    return document?.itemIds ?? [];
  }
}

export const castEntry = (item: CastItem): CastEntry => ({ id: item.id, label: castLabel(item), isActive: item.isActive, rank: castRank(item) });
