import { defineProjection, type Projection } from '@reality-draft/kernel';
import type { DocumentsInMemory } from './documentsInMemory';

/** Drafts' own copy of players' public names, from identity's events (participants and pick lists show them). */
export type PersonDocument = {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
};

export const PEOPLE = 'drafts_people';
export const PEOPLE_PROJECTION = 'drafts.people';

/** Kept in memory too (`people`): every room answer names its participants. */
export function peopleProjection(people: DocumentsInMemory<PersonDocument>): Projection {
  return defineProjection({
    name: PEOPLE_PROJECTION,
    collections: [PEOPLE],
    handles: ['PlayerRegistered', 'PlayerEmailChanged'],
    async apply(event, { upsert }) {
      if (event.type === 'PlayerRegistered') {
        const { playerId, firstName, lastName, email } = event.data;
        await people.upsert(upsert, playerId, () => ({ id: playerId, firstName, lastName, email }));
      } else if (event.type === 'PlayerEmailChanged') {
        await people.upsert(upsert, event.data.playerId, (person) => person && { ...person, email: event.data.email });
      }
    },
  });
}
