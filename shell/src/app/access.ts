// Who may open a route (docs/accounts.md#route-access). 'member' = admin or player.
import type { Session } from '@reality-draft/kit/host';

export type Access = 'anyone' | 'admin' | 'player' | 'member';

export function canAccess(role: Session['role'], access: Access): boolean {
  switch (access) {
    case 'anyone':
      return true;
    case 'admin':
      return role === 'admin';
    case 'player':
      return role === 'player';
    case 'member':
      return role === 'admin' || role === 'player';
  }
}

export const ACCESS_WORDING: Record<Exclude<Access, 'anyone'>, string> = {
  admin: 'an admin account',
  player: 'a player account',
  member: 'an admin or player account',
};
