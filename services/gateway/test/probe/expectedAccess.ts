/** What each role should get from a route, by the access its table row declares. Test code only. */
import type { Access, NamedRoute } from '@reality-draft/events';
import type { Role } from './probeWorld';

export type Expected = 'allowed' | 401 | 403 | 404;

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
  draftMember: ['participant', 'ownerAdmin'],
  draftOwner: ['ownerAdmin'],
};

const NOT_IN_THE_GAME = { player: 404, outsider: 404 } as const;
const SENDER_ONLY = { otherAdmin: 403 } as const;

/**
 * Routes whose table access is a role, narrowed further by the service against what the path names:
 * a mini-game is managed only by the admin who sent it (or sent only to a draft the admin created),
 * and does not exist for players outside its draft.
 */
const NARROWED: Record<string, Partial<Record<Role, Expected>>> = {
  sendMiniGame: SENDER_ONLY,
  sendSudoku: SENDER_ONLY,
  rankings: SENDER_ONLY,
  finishMiniGame: SENDER_ONLY,
  deleteMiniGame: SENDER_ONLY,
  playerMiniGame: NOT_IN_THE_GAME,
  startMiniGame: NOT_IN_THE_GAME,
  completeMiniGame: NOT_IN_THE_GAME,
  sudokuView: NOT_IN_THE_GAME,
  sudokuStart: NOT_IN_THE_GAME,
  sudokuUpdate: NOT_IN_THE_GAME,
  sudokuValidate: NOT_IN_THE_GAME,
  miniGameReplays: NOT_IN_THE_GAME,
};

export function expectedFor(route: Pick<NamedRoute, 'id' | 'access'>, role: Role): Expected {
  if (!ALLOWED[route.access].includes(role)) return role === 'anonymous' ? 401 : 403;
  return NARROWED[route.id]?.[role] ?? 'allowed';
}

/** The order cells run in a row: refusals first (they must change nothing), the owner last. */
export const CELL_ORDER: Role[] = ['anonymous', 'player', 'outsider', 'otherAdmin', 'participant', 'ownerAdmin'];
