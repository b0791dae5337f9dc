import { DELETED_PLAYER_NAMES } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type PersonDocument } from './documents';

/** Players' names and emails (rankings, the leaderboard). */
export const peopleProjection = () =>
  defineProjection({
    name: 'minigames.people',
    collections: [COLLECTIONS.people],
    handles: ['PlayerRegistered', 'PlayerEmailChanged', 'PlayerDeleted'],
    async apply(event, { upsert, docs }) {
      if (event.type === 'PlayerRegistered') {
        const { playerId, firstName, lastName, email } = event.data;
        await upsert<PersonDocument>(COLLECTIONS.people, playerId, () => ({ id: playerId, firstName, lastName, email }));
        return;
      }
      if (event.type === 'PlayerDeleted') {
        await upsert<PersonDocument>(COLLECTIONS.people, event.data.playerId, () => ({ id: event.data.playerId, ...DELETED_PLAYER_NAMES }));
        await docs.compact?.(COLLECTIONS.people);
        return;
      }
      await upsert<PersonDocument>(COLLECTIONS.people, event.data.playerId, (person) => person && { ...person, email: event.data.email });
    },
  });
