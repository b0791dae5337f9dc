import { ACCOUNT_DELETION_MESSAGES, ERASED, ERASURES_STREAM, PLAYER_EVENT_TYPES, playerStream, UNIQUE_KEY_EVENT_TYPES } from '@reality-draft/events';
import { NotFound, readStreamOf, settle, Unauthorized } from '@reality-draft/kernel';
import { randomUUID } from 'node:crypto';
import type { IdentityDeps } from '../identityDeps';
import { throttledAttempt } from '../sessions/login';
import { legacyEmailClaimStream, releasePlayerEmail } from './emailClaims';
import { handlePlayerCommand } from './handlePlayerCommand';
import { PLAYER_NOT_FOUND, SIGNED_OUT } from './messages';
import { playerById } from './knownPlayers';

/**
 * The e-mails a player's stream still shows in plaintext (written before fields were sealed): read
 * once their key is gone, when every sealed field reads as ERASED.
 */
async function plaintextEmails(deps: IdentityDeps, playerId: string): Promise<string[]> {
  const { events } = await readStreamOf(deps.events, playerStream(playerId), PLAYER_EVENT_TYPES);
  const emails = events.flatMap((event) =>
    event.type === 'PlayerRegistered' ? [event.data.email] : event.type === 'PlayerEmailChanged' ? [event.data.email, event.data.previousEmail] : [],
  );
  return [...new Set(emails)].filter((email) => email !== ERASED);
}

/** A claim stream of the address itself (made before claims were digests) that only this player ever held: its id names them. */
async function ownLegacyClaim(deps: IdentityDeps, email: string, playerId: string): Promise<string | null> {
  const stream = legacyEmailClaimStream(email);
  const { events } = await readStreamOf(deps.events, stream, UNIQUE_KEY_EVENT_TYPES);
  return events.length && events.every((event) => event.data.ownerId === playerId) ? stream : null;
}

/**
 * Erases the player from the log (docs/accounts.md#erasure): their key is destroyed, so every sealed
 * field of theirs reads as [erased]; plaintext from before fields were sealed is cleared in place,
 * and that rewrite is recorded by an event that names no one.
 */
async function eraseFromLog(deps: IdentityDeps, playerId: string): Promise<void> {
  await deps.personalData.forget(playerId);
  const legacyEmails = await plaintextEmails(deps, playerId);
  let cleared = await deps.personalData.clearPlaintext(playerStream(playerId));
  for (const email of legacyEmails) {
    const claim = await ownLegacyClaim(deps, email, playerId);
    if (claim) cleared += await deps.personalData.clearPlaintext(claim, { fields: ['key'], renameTo: legacyEmailClaimStream(`erased-${randomUUID()}`) });
  }
  if (cleared) await deps.events.append(ERASURES_STREAM, [{ type: 'PlaintextErased', data: { events: cleared, erasedAt: deps.now().toISOString() } }], 'any');
}

/**
 * Deletes a player, by themselves or by an admin (`by`): PlayerDeleted goes first (every read model
 * names them "Deleted player" from it), then their e-mail is freed, their password, sessions and
 * reset links go, and they are erased from the log. Done again, a deletion cut short is finished.
 */
export async function deletePlayer(deps: IdentityDeps, playerId: string, by: string): Promise<void> {
  const player = await playerById(deps, playerId);
  const { position } = await handlePlayerCommand(deps, playerId, { type: 'DeletePlayer', by, now: deps.now().toISOString() });
  if (player) await releasePlayerEmail(deps.events, player.email, playerId);
  await deps.credentials.remove(playerId);
  await deps.resetTokens.revokeAllFor(playerId);
  await deps.sessions.revokeAllFor(playerId);
  await eraseFromLog(deps, playerId);
  await settle(deps, position);
}

/** DELETE /players/me: the player's own password, checked and throttled as a sign-in. */
export async function deleteOwnAccount(deps: IdentityDeps, playerId: string, password: string, clientAddress: string): Promise<void> {
  const player = await playerById(deps, playerId);
  if (!player) throw new Unauthorized(SIGNED_OUT);
  await throttledAttempt(
    deps,
    player.email,
    clientAddress,
    async () => (await deps.credentials.verify(playerId, password)) || null,
    ACCOUNT_DELETION_MESSAGES.wrongPassword,
  );
  await deletePlayer(deps, playerId, playerId);
}

/** DELETE /admin/players/{id}: 404 for a player who never was; a deleted one is deleted again (finishing a deletion cut short). */
export async function deletePlayerAsAdmin(deps: IdentityDeps, adminId: string, playerId: string): Promise<void> {
  const { version } = await deps.events.readStream(playerStream(playerId));
  if (version === 0) throw new NotFound(PLAYER_NOT_FOUND);
  await deletePlayer(deps, playerId, adminId);
}
