// How a player account reads in the list.
import { fullName, type NamedPerson } from '@reality-draft/kit';
import type { PlayerAccount } from './types';

export function playerName(player: Pick<NamedPerson, 'firstName' | 'lastName'>): string {
  return fullName(player);
}

/** Newest accounts first. */
export function sortPlayers(players: readonly PlayerAccount[]): PlayerAccount[] {
  return [...players].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
