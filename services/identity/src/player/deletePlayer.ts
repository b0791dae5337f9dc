import { ACCOUNT_DELETION_MESSAGES, isDemoPlayerEmail, playerStream, type PlayerAccount } from '@reality-draft/events';
import { NotFound, RuleViolation, settle, Unauthorized } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';
import { throttledAttempt } from '../sessions/login';
import { releasePlayerEmail } from './emailClaims';
import { handlePlayerCommand } from './handlePlayerCommand';
import { PLAYER_NOT_FOUND, SIGNED_OUT } from './messages';
import { playerById } from './knownPlayers';

/** The demo players are everyone's to try (DEMO=1): nobody may delete them. */
function refuseDemoAccount(email: string | undefined): void {
  if (isDemoPlayerEmail(email)) throw new RuleViolation(ACCOUNT_DELETION_MESSAGES.demoAccount);
}

/**
 * Deletes a player (as read once by the caller; null when the log no longer names them), by themselves or by an admin (`by`). What lets them in goes first (password, reset
 * links, sessions), so nothing is done in their name after, and their e-mail is freed; then PlayerDeleted,
 * from which every read model names them "Deleted player" and the erasure reactor erases them from the log
 * (player/erasure.ts). The answer waits for all of it. Done again, a deletion cut short is finished.
 */
async function deletePlayer(deps: IdentityDeps, playerId: string, player: PlayerAccount | null, by: string): Promise<void> {
  await deps.credentials.remove(playerId);
  await deps.resetTokens.revokeAllFor(playerId);
  await deps.sessions.revokeAllFor(playerId);
  // Before PlayerDeleted: the erasure reactor moves the claim's stream once it sees the deletion, and an append to it after would conflict.
  if (player) await releasePlayerEmail(deps.events, player.email, playerId);
  const { position } = await handlePlayerCommand(deps, playerId, { type: 'DeletePlayer', by, now: deps.now().toISOString() });
  // A sign-in that checked the password just before it was removed gets no lasting session either.
  await deps.sessions.revokeAllFor(playerId);
  await settle(deps, position || (await deps.events.committedHead()));
}

/** DELETE /players/me: the player's own password, checked and throttled as a sign-in. */
export async function deleteOwnAccount(deps: IdentityDeps, playerId: string, password: string, clientAddress: string): Promise<void> {
  const player = await playerById(deps, playerId);
  if (!player) throw new Unauthorized(SIGNED_OUT);
  refuseDemoAccount(player.email);
  await throttledAttempt(
    deps,
    player.email,
    clientAddress,
    async () => (await deps.credentials.verify(playerId, password)) || null,
    ACCOUNT_DELETION_MESSAGES.wrongPassword,
  );
  await deletePlayer(deps, playerId, player, playerId);
}

/** DELETE /admin/players/{id}: 404 for a player who never was; a deleted one is deleted again (finishing a deletion cut short). */
export async function deletePlayerAsAdmin(deps: IdentityDeps, adminId: string, playerId: string): Promise<void> {
  const { version } = await deps.events.readStream(playerStream(playerId));
  if (version === 0) throw new NotFound(PLAYER_NOT_FOUND);
  const player = await playerById(deps, playerId);
  refuseDemoAccount(player?.email);
  await deletePlayer(deps, playerId, player, adminId);
}
