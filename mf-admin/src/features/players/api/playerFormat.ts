// How a player account reads in the list.
import { fullName, type NamedPerson } from '@reality-draft/kit';
import type { PlayerAccount } from './types';

export function playerName(player: Pick<NamedPerson, 'firstName' | 'lastName'>): string {
  return fullName(player);
}

/** "12 Mar 2026" in the browser's locale; '—' when the date is missing or invalid. */
export function joinedOn(createdAt: string | null | undefined, locale?: string): string {
  if (!createdAt) return '—';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Newest accounts first. */
export function sortPlayers(players: readonly PlayerAccount[]): PlayerAccount[] {
  return [...players].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
