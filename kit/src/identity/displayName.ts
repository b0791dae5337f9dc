// How a person is named in the UI (docs/accounts.md#display-name): first name, else username, else 'Admin' / 'Player';
// the avatar falls back to initials.
import type { Role } from '../session/types';

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email?: string | null;
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();

export function roleWord(role: Role): string {
  return role === 'admin' ? 'Admin' : 'Player';
}

export function displayName(person: NamedPerson | null | undefined, role: Role): string {
  return clean(person?.firstName) || clean(person?.username) || roleWord(role);
}

export function fullName(person: NamedPerson | null | undefined, fallback = 'Unknown Player'): string {
  const name = [clean(person?.firstName), clean(person?.lastName)].filter(Boolean).join(' ');
  return name || fallback;
}

export function initials(person: NamedPerson | null | undefined, role: Role): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first || last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const username = clean(person?.username);
  if (username) return username.slice(0, 2).toUpperCase();
  return roleWord(role).charAt(0);
}
