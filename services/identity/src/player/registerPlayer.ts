import { randomUUID } from 'node:crypto';
import { playerStream, type PlayerAccount } from '@reality-draft/events';
import { claimUniqueKey, handleCommand, type EventStore } from '@reality-draft/kernel';
import { EMAIL_TAKEN, normalizeEmail, type IdentityDeps } from '../identityDeps';
import { playerDecider } from './decide';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName?: string | null;
}

/** A claim older than this whose player never appeared was left by a crash, and may be taken over. */
const ABANDONED_AFTER_MS = 60_000;

export function claimPlayerEmail(events: EventStore, email: string, playerId: string): Promise<void> {
  return claimUniqueKey(events, 'player-email', email, playerId, {
    takenMessage: EMAIL_TAKEN,
    isAbandoned: async (owner, claimedAt) =>
      Date.now() - Date.parse(claimedAt) > ABANDONED_AFTER_MS && (await events.readStream(playerStream(owner))).version === 0,
  });
}

export async function registerPlayer(deps: IdentityDeps, registration: Registration): Promise<PlayerAccount> {
  const playerId = randomUUID();
  const email = normalizeEmail(registration.email);
  await claimPlayerEmail(deps.events, email, playerId);
  await deps.credentials.setPassword(playerId, registration.password);
  const command = {
    type: 'RegisterPlayer' as const,
    playerId,
    email,
    firstName: registration.firstName.trim(),
    lastName: registration.lastName?.trim() || null,
    now: deps.now().toISOString(),
  };
  const { position } = await handleCommand(deps.events, playerStream(playerId), playerDecider(playerId), command);
  await deps.waitForReadModels(position);
  return (await deps.accounts.player(playerId))!;
}
