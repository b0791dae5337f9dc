import { PLAYER_EVENT_TYPES, playerStream, type PlayerAccount } from '@reality-draft/events';
import { fold, isEventOf, readStreamOf, type EventStore } from '@reality-draft/kernel';
import { registeredPlayer } from '../readModels/accountDocuments';
import { playerDecider } from './decide';

/**
 * The player as the log has it the moment a registration or an email change answers (the accounts
 * read model may not show it yet); null before the player registered.
 */
export async function playerInLog(events: EventStore, playerId: string): Promise<PlayerAccount | null> {
  const { events: history } = await readStreamOf(events, playerStream(playerId), PLAYER_EVENT_TYPES);
  const registered = history.find(isEventOf(['PlayerRegistered']));
  const { email } = fold(playerDecider(playerId), history);
  return registered && email ? { ...registeredPlayer(registered.data), email } : null;
}
