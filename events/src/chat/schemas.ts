/** JSON Schemas of the league chat's requests. */
import { idParams } from '../routes/commonSchemas';
import type { FromSchema } from '../routes/fromSchema';
import { CHAT_EMOJI } from './chatRules';

/** Longer than a message may be: the trimmed length is the rule's to check (422), not the schema's. */
const RAW_TEXT_MAX = 4000;

export const postMessageRequest = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: 'string', maxLength: RAW_TEXT_MAX, examples: ['Who else saw that blindside coming?'] },
    spoiler: { type: 'boolean', default: false },
  },
} as const;

/** POST /api/drafts/{id}/messages. */
export type PostMessageRequest = FromSchema<typeof postMessageRequest>;

export const messagesQuery = {
  type: 'object',
  properties: {
    before: { type: 'string', maxLength: 12, pattern: '^[1-9][0-9]*$', examples: ['120'] },
    limit: { type: 'string', maxLength: 3, pattern: '^[1-9][0-9]*$', examples: ['50'] },
  },
} as const;

const messageId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const messageParams = {
  type: 'object',
  required: ['id', 'messageId'],
  properties: { ...idParams.properties, messageId },
} as const;

export const reactionParams = {
  type: 'object',
  required: ['id', 'messageId', 'emoji'],
  properties: { ...idParams.properties, messageId, emoji: { type: 'string', enum: [...CHAT_EMOJI] } },
} as const;
