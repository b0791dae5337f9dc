import { ERASED, ERASURES_STREAM, PLAYER_EVENT_TYPES, playerStream, UNIQUE_KEY_EVENT_TYPES } from '@reality-draft/events';
import { defineProjection, readStreamOf, type EventStore, type PersonalData } from '@reality-draft/kernel';
import { randomUUID } from 'node:crypto';
import { emailClaimStreams, erasedClaimStream } from './emailClaims';

interface ErasureDeps {
  events: EventStore;
  personalData: PersonalData;
  now(): Date;
}

/** Every e-mail the player's stream names, as it reads now (sealed ones open while their key lasts). */
async function emailsOf(events: EventStore, playerId: string): Promise<string[]> {
  const { events: history } = await readStreamOf(events, playerStream(playerId), PLAYER_EVENT_TYPES);
  const emails = history.flatMap((event) =>
    event.type === 'PlayerRegistered' ? [event.data.email] : event.type === 'PlayerEmailChanged' ? [event.data.email, event.data.previousEmail] : [],
  );
  return [...new Set(emails)].filter((email) => email !== ERASED);
}

/** Whether the claim stream may be cleared: nobody holds it now but the deleted player (a new account may have claimed the address since). */
async function claimLeftBy(events: EventStore, stream: string, playerId: string): Promise<boolean> {
  const { events: claims } = await readStreamOf(events, stream, UNIQUE_KEY_EVENT_TYPES);
  const last = claims.at(-1);
  return last !== undefined && (last.type === 'UniqueKeyReleased' || last.data.ownerId === playerId);
}

/**
 * Erases a deleted player from the log (docs/accounts.md#erasure). The streams that claimed their
 * e-mails (named by the address itself before claims were digests, or by its digest) are cleared and
 * moved to an anonymous name; the plaintext their stream still holds from before fields were sealed is
 * cleared in place, recorded by an event that names no one; then their key is destroyed, so every
 * sealed field of theirs reads as [erased]. Each step finds nothing to do when done already: run again
 * after a crash, it finishes.
 */
export async function eraseFromLog(deps: ErasureDeps, playerId: string): Promise<void> {
  let cleared = 0;
  for (const email of await emailsOf(deps.events, playerId))
    for (const stream of emailClaimStreams(email))
      if (await claimLeftBy(deps.events, stream, playerId))
        cleared += await deps.personalData.clearPlaintext(stream, { fields: ['key'], renameTo: erasedClaimStream(randomUUID()) });
  cleared += await deps.personalData.clearPlaintext(playerStream(playerId));
  if (cleared) await deps.events.append(ERASURES_STREAM, [{ type: 'PlaintextErased', data: { events: cleared, erasedAt: deps.now().toISOString() } }], 'any');
  await deps.personalData.forget(playerId);
}

/**
 * Runs the erasure for each PlayerDeleted, as a projection does its work: once the deletion is in the
 * log, by the copy holding the read models' lease, again after a crash (its checkpoint moves on only
 * once it is done), and the deletion's answer waits for it.
 */
export const ERASURE_PROJECTION = 'identity.erasure';
export const erasureReactor = (deps: ErasureDeps) =>
  defineProjection({
    name: ERASURE_PROJECTION,
    collections: [],
    handles: ['PlayerDeleted'],
    async apply(event) {
      await eraseFromLog(deps, event.data.playerId);
    },
  });
