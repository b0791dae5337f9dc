import { CASTS, PEOPLE, ROOMS, type CastDocument, type PersonDocument, type RoomDocument } from '@reality-draft/drafts';
import { adminStream, castLabel, draftLabel, draftStream, playerStream, type EventLogEntry } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';

/** The id in a stream id made by `stream` (draftStream: draft-{id}), if it is one. */
function idIn(streamId: string, stream: (id: string) => string): string | undefined {
  const prefix = stream('');
  return streamId.startsWith(prefix) && streamId.length > prefix.length ? streamId.slice(prefix.length) : undefined;
}

const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The ids a page of the log names: drafts and people, from their streams' ids and the data's draftId,
 * playerId and adminId, and the team, contestant or player a point entry scores (subjectId).
 */
export function namedIds(events: readonly EventLogEntry[]): { drafts: Set<string>; people: Set<string>; members: Set<string> } {
  const drafts = new Set<string>();
  const people = new Set<string>();
  const members = new Set<string>();
  for (const { streamId, data } of events) {
    const fields = (data ?? {}) as Record<string, unknown>;
    for (const id of [idIn(streamId, draftStream), idOf(fields.draftId)]) if (id) drafts.add(id);
    for (const id of [idIn(streamId, playerStream), idIn(streamId, adminStream), idOf(fields.playerId), idOf(fields.adminId)]) if (id) people.add(id);
    const subjectId = idOf(fields.subjectId);
    if (subjectId) (fields.subjectKind === 'player' ? people : members).add(subjectId);
  }
  return { drafts, people, members };
}

/** What a draft's label is made of; a room stored before league names existed has no name. */
type LabelledRoom = Pick<RoomDocument, 'id' | 'showType' | 'joinCode'> & { name?: string | null };

const personName = ({ firstName, lastName }: PersonDocument) => [firstName, lastName].filter(Boolean).join(' ');

/**
 * The names beside the page's ids (EventLogPage.names): each draft's label, each person's name and each
 * cast member's label, by id, read from the drafts read models (its rooms, its copy of people's public
 * names, its copy of the casts: a document per show) in one query per collection, however many events
 * the page holds. An id the read models do not know has no name.
 */
export async function logNames(readModels: DocumentStore, events: readonly EventLogEntry[]): Promise<Record<string, string>> {
  const { drafts, people, members } = namedIds(events);
  const [rooms, persons, casts] = await Promise.all([
    drafts.size ? readModels.collection<LabelledRoom>(ROOMS).find({ id: { $in: [...drafts] } }) : [],
    people.size ? readModels.collection<PersonDocument>(PEOPLE).find({ id: { $in: [...people] } }) : [],
    members.size ? readModels.collection<CastDocument>(CASTS).find({}) : [],
  ]);
  const names: Record<string, string> = {};
  for (const room of rooms) {
    const labelled = { showType: room.showType, joinCode: room.joinCode, name: room.name ?? null };
    names[room.id] = draftLabel(labelled);
  }
  for (const person of persons) if (personName(person)) names[person.id] = personName(person);
  for (const member of casts.flatMap((cast) => cast.members)) if (members.has(member.id)) names[member.id] = castLabel(member);
  return names;
}
