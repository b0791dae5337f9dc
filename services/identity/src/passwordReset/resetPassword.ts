import { RESET_MESSAGES, type AccountMessage } from '@reality-draft/events';
import { BadRequest } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';
import { handlePlayerCommand } from '../player/handlePlayerCommand';
import { playerById } from '../player/knownPlayers';
import { accountFromAddress } from '../sessions/login';

/**
 * POST /auth/reset-password: the token is used up whatever follows; the new password works at once,
 * every session of the player ends, their other links stop working, and the account's login lockout
 * is lifted (from anywhere, and from the address the reset came from).
 */
export async function resetPasswordWithToken(deps: IdentityDeps, token: string, newPassword: string, clientAddress: string): Promise<AccountMessage> {
  const playerId = await deps.resetTokens.redeem(token);
  const player = playerId && (await playerById(deps, playerId));
  if (!player) throw new BadRequest(RESET_MESSAGES.linkExpired);
  await deps.credentials.setPassword(player.id, newPassword);
  await deps.resetTokens.revokeAllFor(player.id);
  await deps.throttles.account.clear(player.email);
  await deps.throttles.pair.clear(accountFromAddress(player.email, clientAddress));
  await handlePlayerCommand(deps, player.id, { type: 'RecordPasswordReset', by: player.id, now: deps.now().toISOString() });
  // Last: a sign-in that checked the old password while it was being replaced keeps no session either.
  await deps.sessions.revokeAllFor(player.id);
  return { message: RESET_MESSAGES.done };
}
