/** Schemas every service's routes share. */

/** A POST or PUT that takes no fields: an empty object, or no body at all. */
export const emptyRequest = { type: 'object', properties: {} } as const;

/** `:id` in a path: a record's id as the services mint them (UUIDs, demo cast ids). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', examples: ['0b9f6c1e-4d2a-4e8b-9a61-2f1c7d3e5a90'] } },
} as const;
