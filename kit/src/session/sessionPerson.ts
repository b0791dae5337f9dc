// The signed-in person's stored record: the admin's or the player's; null when logged out.
import type { AdminRecord, PlayerRecord, Session } from './types';

export function sessionPerson(session: Session): AdminRecord | PlayerRecord | null {
  if (session.role === 'admin') return session.admin;
  if (session.role === 'player') return session.player;
  return null;
}
