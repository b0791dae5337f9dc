import { defineProjection } from '@reality-draft/kernel';
import type { SubscriptionStore } from '../subscriptions/subscriptionStore';

/**
 * A deleted player's devices are forgotten (docs/accounts.md#delete-your-account): a projection, so
 * the copy holding the lease does it once the deletion is in the log, even one that was down then.
 */
export const deletedPlayersDevices = (subscriptions: SubscriptionStore) =>
  defineProjection({
    name: 'notify.deletedPlayersDevices',
    collections: [],
    handles: ['PlayerDeleted'],
    async apply(event) {
      await subscriptions.removeAllOf(event.data.playerId);
    },
  });
