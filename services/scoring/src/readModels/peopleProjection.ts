import { DELETED_PLAYER_NAMES, PEOPLE_EVENT_TYPES } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type PersonDocument } from './documents';

/** Scoring's copy of players' and admins' public names (leaderboards; who entered points). */
export const peopleProjection = (changed: () => void) =>
  defineProjection({
    name: 'scoring.people',
    collections: [COLLECTIONS.people],
    handles: PEOPLE_EVENT_TYPES,
    async apply(event, { upsert, docs }) {
      switch (event.type) {
        case 'PlayerRegistered': {
          const { playerId, firstName, lastName, email } = event.data;
          await upsert<PersonDocument>(COLLECTIONS.people, playerId, () => ({ id: playerId, kind: 'player', firstName, lastName, email, username: null }));
          break;
        }
        case 'PlayerEmailChanged':
          await upsert<PersonDocument>(COLLECTIONS.people, event.data.playerId, (person) => person && { ...person, email: event.data.email });
          break;
        case 'PlayerDeleted':
          await upsert<PersonDocument>(COLLECTIONS.people, event.data.playerId, () => ({
            id: event.data.playerId,
            kind: 'player',
            ...DELETED_PLAYER_NAMES,
            username: null,
          }));
          await docs.compact?.(COLLECTIONS.people);
          break;
        case 'AdminCreated': {
          const { adminId, firstName, lastName, email, username } = event.data;
          await upsert<PersonDocument>(COLLECTIONS.people, adminId, () => ({ id: adminId, kind: 'admin', firstName, lastName, email, username }));
        }
      }
      changed();
    },
  });
