/** What each role should get from a route, by the access its table row declares. Test code only. */
import type { Access } from '@reality-draft/events';
import type { Role } from './probeWorld';

export type Expected = 'allowed' | 401 | 403;

const PLAYERS: Role[] = ['player', 'participant', 'outsider'];
const ADMINS: Role[] = ['otherAdmin', 'ownerAdmin'];

/** Who passes, besides whom a session-less call is refused (401) and everyone else (403). */
const ALLOWED: Record<Access, Role[]> = {
  public: ['anonymous', ...PLAYERS, ...ADMINS],
  signedIn: [...PLAYERS, ...ADMINS],
  player: PLAYERS,
  admin: ADMINS,
  draftViewer: ['participant', ...ADMINS],
  draftParticipant: ['participant'],
  draftOwner: ['ownerAdmin'],
};

export function expectedFor(access: Access, role: Role): Expected {
  if (ALLOWED[access].includes(role)) return 'allowed';
  return role === 'anonymous' ? 401 : 403;
}

/** The order cells run in a row: refusals first (they must change nothing), the owner last. */
export const CELL_ORDER: Role[] = ['anonymous', 'player', 'outsider', 'otherAdmin', 'participant', 'ownerAdmin'];
