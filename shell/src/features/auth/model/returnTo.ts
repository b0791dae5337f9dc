// Where a sign-in goes: back to the page whose access check showed the login screen, when the new
// session's role may open it (an invite link /join/<code> lands in the join after sign-in);
// otherwise the role's start page (admin -> /admin, player -> /player/dashboard).
import { LOGIN_DESTINATION } from '@reality-draft/kit/host';

type Role = 'admin' | 'player';

export interface ReturnTo {
  /** The path asked for, with its query. */
  path: string;
  /** The roles that may open it. */
  roles: Role[];
}

export function afterSignIn(role: Role, returnTo?: ReturnTo): string {
  return returnTo?.roles.includes(role) ? returnTo.path : LOGIN_DESTINATION[role];
}
