import { UNIQUE_KEY_EVENT_TYPES, type UniqueKeyEvent } from '@reality-draft/events';
import { ConcurrencyError, type EventStore } from '../eventStore/eventStore';
import { readStreamOf } from '../eventStore/typedEvents';
import { Conflict } from '../errors';

/**
 * Unique values (an email, a username, a join code) as tiny streams, so that the engine's
 * UNIQUE(stream, version) constraint — not an in-process lock — decides who gets a value first.
 */
export const uniqueKeyStream = (kind: string, key: string) => `unique-${kind}-${key}`;

export interface ClaimOptions {
  /** Refusal message when someone else holds the key. */
  takenMessage: string;
  /** A claim left behind by an owner that was never created may be taken over. */
  isAbandoned?: (ownerId: string, claimedAt: string) => Promise<boolean>;
}

export async function claimUniqueKey(store: EventStore, kind: string, key: string, ownerId: string, options: ClaimOptions): Promise<void> {
  const streamId = uniqueKeyStream(kind, key);
  const { events, version } = await readStreamOf(store, streamId, UNIQUE_KEY_EVENT_TYPES);
  const holder = currentHolder(events);
  if (holder === ownerId) return;
  if (holder && !(await options.isAbandoned?.(holder, events.at(-1)!.recordedAt))) throw new Conflict(options.takenMessage);
  try {
    await store.append(streamId, [{ type: 'UniqueKeyClaimed', data: { kind, key, ownerId } }], version === 0 ? 'no-stream' : version);
  } catch (error) {
    if (error instanceof ConcurrencyError) throw new Conflict(options.takenMessage);
    throw error;
  }
}

export async function releaseUniqueKey(store: EventStore, kind: string, key: string, ownerId: string): Promise<void> {
  const streamId = uniqueKeyStream(kind, key);
  const { events, version } = await readStreamOf(store, streamId, UNIQUE_KEY_EVENT_TYPES);
  if (currentHolder(events) !== ownerId) return;
  await store.append(streamId, [{ type: 'UniqueKeyReleased', data: { kind, key, ownerId } }], version);
}

export async function uniqueKeyHolder(store: EventStore, kind: string, key: string): Promise<string | null> {
  const { events } = await readStreamOf(store, uniqueKeyStream(kind, key), UNIQUE_KEY_EVENT_TYPES);
  return currentHolder(events);
}

function currentHolder(events: readonly UniqueKeyEvent[]): string | null {
  const last = events.at(-1);
  return last?.type === 'UniqueKeyClaimed' ? last.data.ownerId : null;
}
