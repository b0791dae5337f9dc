import { defineProjection } from '@reality-draft/kernel';
import { createdAdmin, registeredPlayer, type AdminDocument, type PlayerDocument } from './accountDocuments';
import { accountKey } from '../accounts/accountKey';

export const PLAYERS = 'identity_players';
export const ADMINS = 'identity_admins';

/** Players and admins as the account screens and the login lookup read them. */
export const accountsProjection = () =>
  defineProjection({
    name: 'identity.accounts',
    collections: [PLAYERS, ADMINS],
    handles: ['PlayerRegistered', 'PlayerEmailChanged', 'PlayerDeleted', 'AdminCreated'],
    async apply(event, { upsert, docs }) {
      switch (event.type) {
        case 'PlayerRegistered':
          await upsert<PlayerDocument>(PLAYERS, event.data.playerId, () => ({ ...registeredPlayer(event.data) }));
          return;
        case 'PlayerEmailChanged':
          await upsert<PlayerDocument>(PLAYERS, event.data.playerId, (player) => player && { ...player, email: event.data.email });
          return;
        case 'PlayerDeleted':
          await upsert<PlayerDocument>(PLAYERS, event.data.playerId, () => null);
          // An embedded store's file keeps what was deleted until written anew.
          await docs.compact?.(PLAYERS);
          return;
        case 'AdminCreated': {
          const admin = createdAdmin(event.data);
          await upsert<AdminDocument>(ADMINS, admin.id, () => ({ ...admin, usernameKey: accountKey(admin.username) }));
          return;
        }
      }
    },
  });
