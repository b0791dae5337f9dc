import { RESET_MESSAGES, type AccountMessage } from '@reality-draft/events';
import { BadRequest } from '@reality-draft/kernel';
import type { IdentityDeps } from '../identityDeps';
import { handlePlayerCommand } from '../player/handlePlayerCommand';
import { playerInLog } from '../player/playerInLog';

/**
 * POST /auth/reset-password: the token is used up whatever follows; the new password works at once,
 * every session of the player ends, their other links stop working, and the account's login lockout is lifted.
 */
export async function resetPasswordWithToken(deps: IdentityDeps, token: string, newPassword: string): Promise<AccountMessage> {
  const playerId = await deps.resetTokens.redeem(token);
  const player = playerId && ((await deps.accounts.player(playerId)) ?? (await playerInLog(deps.events, playerId)));
  if (!player) throw new BadRequest(RESET_MESSAGES.linkExpired);
  await deps.credentials.setPassword(player.id, newPassword);
  await deps.sessions.revokeAllFor(player.id);
  await deps.resetTokens.revokeAllFor(player.id);
  await deps.throttles.account.clear(player.email);
  await handlePlayerCommand(deps, player.id, { type: 'RecordPasswordReset', by: player.id, now: deps.now().toISOString() });
  return { message: RESET_MESSAGES.done };
}
