import { randomUUID } from 'node:crypto';
import { playerStream, type PlayerAccount, type PlayerRegistered, type RegisterRequest } from '@reality-draft/events';
import { handleAndSettle } from '@reality-draft/kernel';
import { registeredPlayer } from '../readModels/accountDocuments';
import { accountKey } from '../accounts/accountKey';
import type { IdentityDeps } from '../identityDeps';
import { playerDecider } from './decide';
import { withEmailClaim } from './emailClaims';

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
    const { events } = await handleAndSettle(deps, playerStream(playerId), playerDecider(playerId), command);
    return events;
  });
  // The read model normally has the player by now; if the bounded wait ran out, answer from the event.
  return (await deps.accounts.player(playerId)) ?? registeredPlayer((registered as PlayerRegistered).data);
}
