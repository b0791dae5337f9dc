import { defineProjection } from '@reality-draft/kernel';

/** Drafts' own copy of players' public names, from identity's events (participants and pick lists show them). */
export type PersonDocument = {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
};

export const PEOPLE = 'drafts_people';

export const peopleProjection = defineProjection({
  name: 'drafts.people',
  collections: [PEOPLE],
  handles: ['PlayerRegistered', 'PlayerEmailChanged'],
  async apply(event, { upsert }) {
    if (event.type === 'PlayerRegistered') {
      const { playerId, firstName, lastName, email } = event.data;
      await upsert<PersonDocument>(PEOPLE, playerId, () => ({ id: playerId, firstName, lastName, email }));
    } else if (event.type === 'PlayerEmailChanged') {
      await upsert<PersonDocument>(PEOPLE, event.data.playerId, (person) => person && { ...person, email: event.data.email });
    }
  },
});
