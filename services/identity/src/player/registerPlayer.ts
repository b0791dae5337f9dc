import { randomUUID } from 'node:crypto';
import type { PlayerAccount, PlayerRegistered, RegisterRequest } from '@reality-draft/events';
import { settle } from '@reality-draft/kernel';
import { registeredPlayer } from '../readModels/accountDocuments';
import { accountKey } from '../accounts/accountKey';
import type { IdentityDeps } from '../identityDeps';
import { withEmailClaim } from './emailClaims';
import { handlePlayerCommand } from './handlePlayerCommand';

export async function registerPlayer(deps: IdentityDeps, registration: RegisterRequest): Promise<PlayerAccount> {
  const playerId = randomUUID();
  const email = accountKey(registration.email);
  const [registered] = await withEmailClaim(deps.events, email, playerId, async () => {
    await deps.credentials.setPassword(playerId, registration.password);
    const command = {
      type: 'RegisterPlayer' as const,
      playerId,
      email,
      firstName: registration.firstName.trim(),
      lastName: registration.lastName?.trim() || null,
      now: deps.now().toISOString(),
    };
    const { events, position } = await handlePlayerCommand(deps, playerId, command);
    await settle(deps, position);
    return events;
  });
  // The read model normally has the player by now; if the bounded wait ran out, answer from the event.
  return (await deps.accounts.player(playerId)) ?? registeredPlayer((registered as PlayerRegistered).data);
}
