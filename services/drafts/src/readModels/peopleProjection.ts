import { DELETED_PLAYER_NAMES, PEOPLE_EVENT_TYPES } from '@reality-draft/events';
import { defineProjection, type Projection } from '@reality-draft/kernel';
import type { DocumentsInMemory } from './documentsInMemory';

/**
 * Drafts' own copy of players' and admins' public names, from identity's events (participants and pick
 * lists show players; an invite shows its commissioner's first name). An admin may have no e-mail.
 */
export type PersonDocument = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

export const PEOPLE = 'drafts_people';
export const PEOPLE_PROJECTION = 'drafts.people';

/** Kept in memory too (`people`): every room answer names its participants. */
export function peopleProjection(people: DocumentsInMemory<PersonDocument>): Projection {
  return defineProjection({
    name: PEOPLE_PROJECTION,
    // 2: admins too (AdminCreated).
    version: 2,
    collections: [PEOPLE],
    handles: PEOPLE_EVENT_TYPES,
    async apply(event, { upsert, docs }) {
      if (event.type === 'AdminCreated') {
        const { adminId, firstName, lastName, email } = event.data;
        await people.upsert(upsert, adminId, () => ({ id: adminId, firstName, lastName, email }));
      } else if (event.type === 'PlayerRegistered') {
        const { playerId, firstName, lastName, email } = event.data;
        await people.upsert(upsert, playerId, () => ({ id: playerId, firstName, lastName, email }));
      } else if (event.type === 'PlayerEmailChanged') {
        await people.upsert(upsert, event.data.playerId, (person) => person && { ...person, email: event.data.email });
      } else if (event.type === 'PlayerDeleted') {
        await people.upsert(upsert, event.data.playerId, () => ({ id: event.data.playerId, ...DELETED_PLAYER_NAMES }));
        await docs.compact?.(PEOPLE);
      }
    },
  });
}
