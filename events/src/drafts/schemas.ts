/** JSON Schemas of the drafts service's requests, and the request types derived from them. */
import { SHOW_TYPES } from '../catalog/events';
import type { FromSchema, Validated } from '../routes/fromSchema';
import { MAX_LEAGUE_NAME_LENGTH } from './draftLabel';
import { JOIN_CODE_LENGTH } from './events';

const itemId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', examples: ['ar38-t01'] } as const;

/**
 * A moment in ISO 8601 with its offset (`2026-12-02T20:00:00+01:00`, or `Z`): a start time means the
 * same instant on every device, so a time without an offset is refused (docs/drafts.md#scheduled-start).
 */
export const instantWithOffset = {
  type: 'string',
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  examples: ['2026-12-02T20:00:00+01:00'],
} as const;

export const MIN_TURN_SECONDS = 10;
export const MAX_TURN_SECONDS = 600;

export const createDraftRequest = {
  type: 'object',
  required: ['draftDate', 'showType'],
  properties: {
    /** A day (YYYY-MM-DD), optionally with an ISO time, as a date input or toISOString() sends it. */
    draftDate: { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$' },
    turnTimeLimit: { type: 'integer', minimum: MIN_TURN_SECONDS, maximum: MAX_TURN_SECONDS, default: 60 },
    showType: { type: 'string', enum: [...SHOW_TYPES] },
    /** Optional: the draft starts by itself then (docs/drafts.md#scheduled-start). */
    startsAt: instantWithOffset,
    /** Optional: the league's name (docs/drafts.md#league-name); blank means none. No control characters. */
    name: { type: 'string', maxLength: MAX_LEAGUE_NAME_LENGTH, pattern: '^[^\\u0000-\\u001f\\u007f]*$', examples: ['The House Guests'] },
  },
} as const;

/** POST /api/drafts; `turnTimeLimit` defaults to 60 s (present once validated: `CreateDraftInput`). */
export type CreateDraftRequest = FromSchema<typeof createDraftRequest>;
export type CreateDraftInput = Validated<typeof createDraftRequest>;

export const joinDraftRequest = {
  type: 'object',
  required: ['joinCode'],
  properties: {
    joinCode: { type: 'string', minLength: JOIN_CODE_LENGTH, maxLength: JOIN_CODE_LENGTH, pattern: '^[A-Za-z0-9]+$' },
  },
} as const;

/** POST /api/drafts/join: a join code in any case. */
export type JoinDraftRequest = FromSchema<typeof joinDraftRequest>;

/**
 * teamId for Amazing Race, contestantId (or survivorContestantId) for Big Brother and Survivor; the
 * route checks that exactly one fits the show. `pickNumber`, optional, pins the turn the pick is for.
 */
export const pickRequest = {
  type: 'object',
  properties: { teamId: itemId, contestantId: itemId, survivorContestantId: itemId, pickNumber: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

/** POST /api/drafts/{id}/pick. */
export type PickRequest = FromSchema<typeof pickRequest>;

/**
 * Undo Last Pick names the pick it takes back, as a pick names its turn: refused (409) unless that
 * pick is still the last one, so a burst of clicks takes back one pick, never several.
 */
export const undoPickRequest = {
  type: 'object',
  required: ['pickNumber'],
  properties: { pickNumber: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

/** POST /api/drafts/{id}/undo. */
export type UndoPickRequest = FromSchema<typeof undoPickRequest>;

export const pickQueueRequest = {
  type: 'object',
  required: ['itemIds'],
  properties: { itemIds: { type: 'array', maxItems: 60, uniqueItems: true, items: itemId } },
} as const;

/** PUT /api/drafts/{id}/queue: the participant's pick queue, best first. */
export type PickQueueRequest = FromSchema<typeof pickQueueRequest>;

export const scheduleDraftRequest = {
  type: 'object',
  required: ['startsAt'],
  properties: { startsAt: { anyOf: [instantWithOffset, { type: 'null' }] } },
} as const;

/** PUT /api/admin/drafts/{id}/schedule: the draft's start time, or null to take it away (docs/drafts.md#scheduled-start). */
export type ScheduleDraftRequest = FromSchema<typeof scheduleDraftRequest>;

export const autoPickRequest = {
  type: 'object',
  required: ['on'],
  properties: { on: { type: 'boolean' } },
} as const;

/** PUT /api/drafts/{id}/autopick: the caller's "Auto-pick for me" on or off (docs/drafts.md#auto-pick-for-me). */
export type AutoPickRequest = FromSchema<typeof autoPickRequest>;

export const commissionerPickRequest = {
  type: 'object',
  required: ['itemId'],
  properties: { itemId },
} as const;

/** POST /api/admin/drafts/{id}/pick: the item the draft's admin picks for the player on the clock (docs/drafts.md#commissioner-pick). */
export type CommissionerPickRequest = FromSchema<typeof commissionerPickRequest>;

/** `:code` of an invite link: a join code, in any case. */
export const inviteParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: JOIN_CODE_LENGTH, maxLength: JOIN_CODE_LENGTH, pattern: '^[A-Za-z0-9]+$', examples: ['349748'] } },
} as const;
