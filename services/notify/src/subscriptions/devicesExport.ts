import type { PlayerDataPart } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';
import { SubscriptionStore } from './subscriptionStore';

/**
 * The notifier's part of a player's data export: the browsers they allowed to receive push notices.
 * Read from the shared documents, so a gateway that does not run the notifier exports it too.
 */
export async function devicesExport(shared: DocumentStore, playerId: string): Promise<PlayerDataPart> {
  return { push: { devices: await new SubscriptionStore(shared, () => new Date()).devicesOf(playerId) } };
}
