import { MAX_PUSH_SUBSCRIPTIONS, type PushSubscriptionInput } from '@reality-draft/events';
import type { DocumentStore } from '@reality-draft/kernel';

/** One device's subscription, as the browser's push service issued it. Personal data: kept with its player only. */
export interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime: number | null;
  subscribedAt: string;
}

/**
 * A player's devices, one document keyed by the player's id (docs/notifications.md#subscriptions):
 * device data, not game facts, so never in the event log, and erasing a player is one delete.
 */
interface PlayerDevices extends Record<string, unknown> {
  id: string;
  devices: Device[];
  /** The devices' endpoints, to find who holds one (a list matches a filter by any of its items). */
  endpoints: string[];
}

const playerDevices = (id: string, devices: Device[]): PlayerDevices => ({ id, devices, endpoints: devices.map((device) => device.endpoint) });

export const SUBSCRIPTIONS_COLLECTION = 'push_subscriptions';

export class SubscriptionStore {
  /** Each player's writes in turn (within this process): two answers of 410 at once remove the device once. */
  private readonly writes = new Map<string, Promise<unknown>>();

  constructor(
    private readonly docs: DocumentStore,
    private readonly now: () => Date,
  ) {}

  private get collection() {
    return this.docs.collection<PlayerDevices>(SUBSCRIPTIONS_COLLECTION);
  }

  async devicesOf(playerId: string): Promise<Device[]> {
    return (await this.collection.findOne({ id: playerId }))?.devices ?? [];
  }

  private inTurn<T>(playerId: string, write: () => Promise<T>): Promise<T> {
    const next = (this.writes.get(playerId) ?? Promise.resolve()).then(write, write);
    const settled = next.catch(() => undefined);
    this.writes.set(playerId, settled);
    void settled.then(() => this.writes.get(playerId) === settled && this.writes.delete(playerId));
    return next;
  }

  /**
   * Keeps the device: 'created', or 'updated' for an endpoint the player had (its keys replaced). The
   * oldest past the cap goes. A browser is one person's at a time: another player who had subscribed
   * it (signed in there before) no longer receives at it.
   */
  async save(playerId: string, input: PushSubscriptionInput): Promise<'created' | 'updated'> {
    const outcome = await this.inTurn(playerId, () => this.saveNow(playerId, input));
    for (const other of await this.collection.find({ endpoints: input.endpoint })) if (other.id !== playerId) await this.remove(other.id, input.endpoint);
    return outcome;
  }

  /** Forgets one of the player's devices; whether it was there. */
  remove(playerId: string, endpoint: string): Promise<boolean> {
    return this.inTurn(playerId, () => this.removeNow(playerId, endpoint));
  }

  /** Forgets every device of the player (a deleted player), from the store's files too. */
  async removeAllOf(playerId: string): Promise<void> {
    await this.inTurn(playerId, () => this.collection.deleteMany({ id: playerId }));
    await this.docs.compact?.(SUBSCRIPTIONS_COLLECTION);
  }

  private async saveNow(playerId: string, input: PushSubscriptionInput): Promise<'created' | 'updated'> {
    const devices = await this.devicesOf(playerId);
    const known = devices.find((device) => device.endpoint === input.endpoint);
    const device: Device = {
      endpoint: input.endpoint,
      keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
      expirationTime: typeof input.expirationTime === 'number' ? input.expirationTime : null,
      subscribedAt: known?.subscribedAt ?? this.now().toISOString(),
    };
    const next = known ? devices.map((each) => (each === known ? device : each)) : [...devices, device].slice(-MAX_PUSH_SUBSCRIPTIONS);
    await this.collection.updateOne({ id: playerId }, playerDevices(playerId, next), { upsert: true });
    return known ? 'updated' : 'created';
  }

  private async removeNow(playerId: string, endpoint: string): Promise<boolean> {
    const devices = await this.devicesOf(playerId);
    const next = devices.filter((device) => device.endpoint !== endpoint);
    if (next.length === devices.length) return false;
    if (next.length) await this.collection.updateOne({ id: playerId }, playerDevices(playerId, next));
    else await this.collection.deleteMany({ id: playerId });
    return true;
  }
}
