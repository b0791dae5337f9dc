import type { PlayerAccount } from '@reality-draft/events';
import type { IdentityDeps } from '../identityDeps';
import { playerHoldingEmail } from './emailClaims';
import { playerInLog } from './playerInLog';

type Sources = Pick<IdentityDeps, 'accounts' | 'events'>;

/**
 * A player from the accounts read model, or from the log when the read model has not shown them yet
 * (it lags a registration, or this process's copy lags the one that wrote it).
 */
export async function playerById(deps: Sources, playerId: string): Promise<PlayerAccount | null> {
  return (await deps.accounts.player(playerId)) ?? (await playerInLog(deps.events, playerId));
}

/** The player who signs in with `email`, from the read model or, as `playerById`, from the log. */
export async function playerWithEmail(deps: Sources, email: string): Promise<PlayerAccount | null> {
  return (await deps.accounts.playerByEmail(email)) ?? (await playerHoldingEmail(deps.events, email));
}
