import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type PersonDocument } from './documents';

/** Players' names and emails (rankings, the leaderboard). */
export const peopleProjection = () =>
  defineProjection({
    name: 'minigames.people',
    collections: [COLLECTIONS.people],
    handles: ['PlayerRegistered', 'PlayerEmailChanged'],
    async apply(event, { upsert }) {
      if (event.type === 'PlayerRegistered') {
        const { playerId, firstName, lastName, email } = event.data;
        await upsert<PersonDocument>(COLLECTIONS.people, playerId, () => ({ id: playerId, firstName, lastName, email }));
        return;
      }
      await upsert<PersonDocument>(COLLECTIONS.people, event.data.playerId, (person) => person && { ...person, email: event.data.email });
    },
  });
