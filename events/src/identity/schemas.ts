/** JSON Schemas of identity's requests (validated with ajv by the HTTP kit), and the request types derived from them. */
import type { FromSchema } from '../routes/fromSchema';

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const name = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
/** A password as registration takes it; a reset sets one by the same rules. */
const password = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;

export const loginRequest = {
  type: 'object',
  required: ['emailOrUsername', 'password'],
  properties: {
    emailOrUsername: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

/** POST /api/auth/login: admins sign in by username, players by email. */
export type LoginRequest = FromSchema<typeof loginRequest>;

export const registerRequest = {
  type: 'object',
  required: ['email', 'password', 'firstName'],
  properties: {
    email,
    password,
    firstName: name,
    lastName: { anyOf: [{ type: 'string', maxLength: 60 }, { type: 'null' }] },
  },
} as const;

/** POST /api/players/register (docs/accounts.md#login-request): email, password, firstName, lastName (optional; null allowed). */
export type RegisterRequest = FromSchema<typeof registerRequest>;

/** A request that names one e-mail and nothing else. */
const emailOnly = {
  type: 'object',
  required: ['email'],
  properties: { email },
} as const;

export const changeEmailRequest = emailOnly;

/** PUT /api/admin/players/{id}/email. */
export type ChangeEmailRequest = FromSchema<typeof changeEmailRequest>;

export const forgotPasswordRequest = emailOnly;

/** POST /api/auth/forgot-password: where to send a reset link, if a player has that e-mail. */
export type ForgotPasswordRequest = FromSchema<typeof forgotPasswordRequest>;

export const resetPasswordRequest = {
  type: 'object',
  required: ['token', 'newPassword'],
  properties: {
    token: { type: 'string', minLength: 1, maxLength: 200 },
    newPassword: password,
  },
} as const;

/** POST /api/auth/reset-password: the token from the mail's link, and the new password. */
export type ResetPasswordRequest = FromSchema<typeof resetPasswordRequest>;

export const deleteAccountRequest = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } },
} as const;

/** DELETE /api/players/me: the player's password, as at sign-in. */
export type DeleteAccountRequest = FromSchema<typeof deleteAccountRequest>;
