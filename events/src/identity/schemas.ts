/** JSON Schemas of identity's requests (validated with ajv by the HTTP kit). */

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

export const changeEmailRequest = {
  type: 'object',
  required: ['email'],
  properties: { email },
} as const;

