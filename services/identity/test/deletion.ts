/** Test code only: a player's deletion as identity's specs drive it, on whatever storage they run. */
import { ERASED } from '@reality-draft/events';
import { PERSON_KEYS, type Storage } from '@reality-draft/kernel';
import { accountKeyDigest } from '../src/accounts/accountKey';
import { bearer, startIdentity } from './identityHarness';

export type IdentityApp = Awaited<ReturnType<typeof startIdentity>>;

/** Everything the log holds, as stored (sealed fields as they are), one JSON text to search. */
export const storedLog = async (storage: Storage) => JSON.stringify(await storage.events.readAll(0, 100_000));

/**
 * Writes a player as the log held them before personal fields were sealed: plaintext names and e-mail,
 * and a claim on the e-mail under the address itself; then gives them a password through an admin's reset.
 */
export async function legacyPlayer(
  storage: Storage,
  app: IdentityApp,
  admin: string,
  player: { id: string; email: string; firstName: string; lastName: string },
) {
  const { id, email, firstName, lastName } = player;
  await storage.events.append(
    `unique-player-email-${email}`,
    [{ type: 'UniqueKeyClaimed', data: { kind: 'player-email', key: email, ownerId: id } }],
    'no-stream',
  );
  await storage.events.append(
    `player-${id}`,
    [{ type: 'PlayerRegistered', data: { playerId: id, email, firstName, lastName, registeredAt: new Date().toISOString() }, metadata: { schemaVersion: 1 } }],
    'no-stream',
  );
  await app.running.runner.waitFor(await storage.events.head());
  const { temporaryPassword } = (await app.http().post(`/api/admin/players/${id}/reset-password`).set(bearer(admin)).send({}).expect(200)).body;
  return temporaryPassword as string;
}

/** What a deleted player leaves: no key, no plaintext of theirs in the log, their fields read as [erased]. */
export async function expectErased(storage: Storage, app: IdentityApp, playerId: string, personal: string[]) {
  const stored = await storedLog(storage);
  // Nor the digest an e-mail's claim was named by: a guessed address must not lead back to them.
  for (const text of personal) for (const trace of text.includes('@') ? [text, accountKeyDigest(text)] : [text]) expect(stored).not.toContain(trace);
  expect(await storage.docs.collection(PERSON_KEYS).count({ id: playerId })).toBe(0);
  const { events } = await app.running.events.readStream(`player-${playerId}`);
  expect(events[0].data).toMatchObject({ email: ERASED, firstName: ERASED });
  expect(events.at(-1)!.type).toBe('PlayerDeleted');
}
