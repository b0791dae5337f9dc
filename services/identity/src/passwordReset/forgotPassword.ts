import { RESET_MESSAGES, type AccountMessage } from '@reality-draft/events';
import { accountKey } from '../accounts/accountKey';
import type { IdentityDeps } from '../identityDeps';
import { playerWithEmail } from '../player/knownPlayers';
import { resetMail } from './resetMail';

/** Mails the player who has `email` a reset link; nobody when no player has it (admins are not reset this way). */
async function mailResetLink(deps: IdentityDeps, email: string): Promise<void> {
  const player = await playerWithEmail(deps, email);
  if (!player) return;
  const token = await deps.resetTokens.issue(player.id);
  deps.mail.send(resetMail(player.email, player.firstName, deps.linkOrigin, token), 'password-reset');
}

/**
 * POST /auth/forgot-password: counted per e-mail and per address (429 past either), then answered at
 * once with the same sentence for every e-mail; the look-up and the mail happen after the answer, so
 * neither its body nor its time tells whether the e-mail has an account.
 */
export async function requestPasswordReset(deps: IdentityDeps, emailInput: string, clientAddress: string): Promise<AccountMessage> {
  const email = accountKey(emailInput);
  const { resetEmail, resetAddress } = deps.throttles;
  const counted = await resetEmail.attempt(email);
  try {
    await resetAddress.attempt(clientAddress);
  } catch (error) {
    await resetEmail.takeBack(counted);
    throw error;
  }
  deps.afterAnswer('password reset mail', () => mailResetLink(deps, email));
  return { message: RESET_MESSAGES.requested };
}
