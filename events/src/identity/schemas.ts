/** JSON Schemas of identity's requests (validated with ajv by the HTTP kit), and the request types derived from them. */
import type { FromSchema } from '../routes/fromSchema';

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const name = { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } as const;

export const PASSWORD_MIN_LENGTH = 6;

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
    password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 200 },
    firstName: name,
    lastName: { anyOf: [{ type: 'string', maxLength: 60 }, { type: 'null' }] },
  },
} as const;

/** POST /api/players/register (docs/accounts.md#login-request): email, password, firstName, lastName (optional; null allowed). */
export type RegisterRequest = FromSchema<typeof registerRequest>;

export const changeEmailRequest = {
  type: 'object',
  required: ['email'],
  properties: { email },
} as const;

/** PUT /api/admin/players/{id}/email. */
export type ChangeEmailRequest = FromSchema<typeof changeEmailRequest>;
