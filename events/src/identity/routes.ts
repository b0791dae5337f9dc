/** Identity's routes (docs/accounts.md#identity-calls). */
import { emptyRequest, idParams } from '../routes/commonSchemas';
import type { RouteTable } from '../routes/routeSpec';
import { changeEmailRequest, deleteAccountRequest, forgotPasswordRequest, loginRequest, registerRequest, resetPasswordRequest } from './schemas';
import { RESET_LINK_MINUTES } from './passwordReset';

export const identityRoutes = {
  login: {
    answer: 'LoginResponse',
    method: 'post',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in: admins by username, players by email',
    description: 'Answers the session token and who signed in. Failed attempts are throttled (429 with Retry-After).',
    body: loginRequest,
  },
  register: {
    answer: 'RegisterAnswer',
    method: 'post',
    path: '/players/register',
    access: 'public',
    summary: 'Create a player account',
    body: registerRequest,
    success: 201,
  },
  demoAccounts: {
    answer: 'DemoAccountsAnswer',
    method: 'get',
    path: '/auth/demo-accounts',
    access: 'public',
    summary: "The login page's demo accounts (only when the server runs with DEMO=1)",
    beyondSpec: true,
  },
  forgotPassword: {
    answer: 'AccountMessage',
    method: 'post',
    path: '/auth/forgot-password',
    access: 'public',
    summary: 'Mail a password reset link to a player',
    description:
      `Answers 202 with the same message whether or not a player has that e-mail, in about the same time. The mail's link works once, for ${RESET_LINK_MINUTES} minutes. ` +
      'At most 5 requests an hour per e-mail and 20 per address (then 429 with Retry-After). Admin accounts are not reset this way.',
    body: forgotPasswordRequest,
    success: 202,
    beyondSpec: true,
  },
  resetPassword: {
    answer: 'AccountMessage',
    method: 'post',
    path: '/auth/reset-password',
    access: 'public',
    summary: "Set a new password with a reset mail's token",
    description: "The password rules are registration's; every session of the player ends. A used, expired or unknown token: 400.",
    body: resetPasswordRequest,
    beyondSpec: true,
  },
  logout: { method: 'post', path: '/auth/logout', access: 'signedIn', summary: 'Sign out (revokes the session)', success: 204 },
  adminLogout: { method: 'post', path: '/admin/logout', access: 'signedIn', summary: 'Sign out an admin session (revokes it)', success: 204 },
  playerLogout: { method: 'post', path: '/players/logout', access: 'signedIn', summary: 'Sign out a player session (revokes it)', success: 204 },
  adminMe: { answer: 'AdminAccount', method: 'get', path: '/admin/me', access: 'admin', summary: 'The signed-in admin' },
  playerMe: { answer: 'PlayerAccount', method: 'get', path: '/players/me', access: 'player', summary: 'The signed-in player' },
  deleteMe: {
    method: 'delete',
    path: '/players/me',
    access: 'player',
    summary: 'Delete your own account',
    description:
      'Checks the password as sign-in does (401 when wrong, throttled alike: 429 with Retry-After). Every session ends and sign-in fails; ' +
      'the e-mail may register again; the name and e-mail are erased from the log (their key destroyed); picks and points stay, as "Deleted player".',
    body: deleteAccountRequest,
    success: 204,
    beyondSpec: true,
  },
  listPlayers: { answer: 'PlayerAccount[]', method: 'get', path: '/admin/players', access: 'admin', summary: 'Every player account' },
  changePlayerEmail: {
    answer: 'PlayerAccount',
    method: 'put',
    path: '/admin/players/:id/email',
    access: 'admin',
    summary: "Change a player's email",
    params: idParams,
    subject: 'player',
    body: changeEmailRequest,
  },
  resetPlayerPassword: {
    answer: 'ResetPasswordResponse',
    method: 'post',
    path: '/admin/players/:id/reset-password',
    access: 'admin',
    summary: "Reset a player's password to a temporary one (their sessions end)",
    params: idParams,
    subject: 'player',
    body: emptyRequest,
  },
  deletePlayer: {
    method: 'delete',
    path: '/admin/players/:id',
    access: 'admin',
    summary: 'Delete a player',
    description: 'As the player deleting their own account: sessions end, the name and e-mail are erased, picks and points stay as "Deleted player".',
    params: idParams,
    subject: 'player',
    success: 204,
    beyondSpec: true,
  },
} as const satisfies RouteTable;
