/** JSON Schemas of the drafts service's requests. */
import { SHOW_TYPES } from '../catalog/events';
import { JOIN_CODE_LENGTH } from './events';

const itemId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const MIN_TURN_SECONDS = 10;
export const MAX_TURN_SECONDS = 600;

export const createDraftRequest = {
  type: 'object',
  required: ['draftDate', 'showType'],
  properties: {
    draftDate: { type: 'string', minLength: 10, maxLength: 40 },
    turnTimeLimit: { type: 'integer', minimum: MIN_TURN_SECONDS, maximum: MAX_TURN_SECONDS, default: 60 },
    showType: { type: 'string', enum: [...SHOW_TYPES] },
  },
} as const;

export const joinDraftRequest = {
  type: 'object',
  required: ['joinCode'],
  properties: {
    joinCode: { type: 'string', minLength: JOIN_CODE_LENGTH, maxLength: JOIN_CODE_LENGTH, pattern: '^[A-Za-z0-9]+$' },
  },
} as const;

/** Exactly one of teamId (Amazing Race), contestantId (Big Brother, Survivor) or survivorContestantId; the route checks "exactly one". */
export const pickRequest = {
  type: 'object',
  properties: { teamId: itemId, contestantId: itemId, survivorContestantId: itemId },
} as const;

export const pickQueueRequest = {
  type: 'object',
  required: ['itemIds'],
  properties: { itemIds: { type: 'array', maxItems: 60, uniqueItems: true, items: itemId } },
} as const;
