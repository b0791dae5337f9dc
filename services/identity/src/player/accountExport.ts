import { playerStream, type PlayerDataPart } from '@reality-draft/events';
import type { IdentityDeps } from '../identityDeps';
import { playerById } from './knownPlayers';

/** Identity's part of a player's data export: their profile and every event of their account's stream. */
export async function accountExport(deps: Pick<IdentityDeps, 'accounts' | 'events'>, playerId: string): Promise<PlayerDataPart> {
  const [profile, { events }] = await Promise.all([playerById(deps, playerId), deps.events.readStream(playerStream(playerId))]);
  return { account: { profile, events: events.map(({ type, recordedAt, data }) => ({ type, at: recordedAt, data })) } };
}
