import type { PlayerAccount, PlayerEmailChanged, ResetPasswordResponse } from '@reality-draft/events';
import { NotFound, settle } from '@reality-draft/kernel';
import { accountKey } from '../accounts/accountKey';
import type { IdentityDeps } from '../identityDeps';
import { generateTemporaryPassword } from '../credentials/passwords';
import { releasePlayerEmail, withEmailClaim } from './emailClaims';
import { handlePlayerCommand } from './handlePlayerCommand';
import { PLAYER_NOT_FOUND } from './messages';
import { playerById } from './knownPlayers';

/** The player an admin acts on; 404 for none. */
async function existingPlayer(deps: IdentityDeps, playerId: string): Promise<PlayerAccount> {
  const player = await playerById(deps, playerId);
  if (!player) throw new NotFound(PLAYER_NOT_FOUND);
  return player;
}

/** An admin changes a player's email: the new address is claimed first, the old one freed after. */
export async function changePlayerEmail(deps: IdentityDeps, adminId: string, playerId: string, newEmail: string): Promise<PlayerAccount> {
  const player = await existingPlayer(deps, playerId);
  const email = accountKey(newEmail);
  if (email === player.email) return player;
  const { events, position } = await withEmailClaim(deps.events, email, playerId, () => {
    const command = { type: 'ChangePlayerEmail' as const, email, by: adminId, now: deps.now().toISOString() };
    return handlePlayerCommand(deps, playerId, command);
  });
  // Free the address the event says was replaced (a concurrent change may have moved it meanwhile).
  const changed = events[0] as PlayerEmailChanged | undefined;
  if (changed) await releasePlayerEmail(deps.events, changed.data.previousEmail, playerId);
  // A reset link mailed to the old address no longer works.
  await deps.resetTokens.revokeAllFor(playerId);
  await settle(deps, position);
  return { ...((await deps.accounts.player(playerId)) ?? player), email };
}

/** An admin resets a player's password: a temporary one works at once and old sessions end. */
export async function resetPlayerPassword(deps: IdentityDeps, adminId: string, playerId: string): Promise<ResetPasswordResponse> {
  const player = await existingPlayer(deps, playerId);
  const temporaryPassword = generateTemporaryPassword();
  await deps.credentials.setPassword(playerId, temporaryPassword);
  await deps.sessions.revokeAllFor(playerId);
  await deps.resetTokens.revokeAllFor(playerId);
  const command = { type: 'RecordPasswordReset' as const, by: adminId, now: deps.now().toISOString() };
  await handlePlayerCommand(deps, playerId, command);
  return { email: player.email, temporaryPassword };
}
