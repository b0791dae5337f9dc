/** JSON Schemas of the league's recap and prediction requests. */
import { createDraftRequest, instantWithOffset } from '../drafts/schemas';
import { idParams } from '../routes/commonSchemas';
import type { FromSchema } from '../routes/fromSchema';
import { PERIODS } from '../scoring/pointTypes';
import { PREDICTION_POINTS_MAX } from './predictions';
import { LEAGUE_RULE_BOUNDS } from './rules';
import { TRADE_MAX_ITEMS } from './trades';

const LONGEST_SEASON = Math.max(...Object.values(PERIODS).map((show) => show.max));
/** A week or episode in a path or query: the show's own range is the rule's to check (422). */
const periodText = { type: 'string', maxLength: 2, pattern: '^[1-9][0-9]?$', examples: ['3'] } as const;

export const predictionParams = {
  type: 'object',
  required: ['id', 'period'],
  properties: { ...idParams.properties, period: periodText },
} as const;

export const predictionRequest = {
  type: 'object',
  required: ['itemId'],
  properties: { itemId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', examples: ['bb27-c04'] } },
} as const;

/** PUT /api/drafts/{id}/predictions/{period}. */
export type PredictionRequest = FromSchema<typeof predictionRequest>;

export const predictionSettingsRequest = {
  type: 'object',
  properties: {
    pointsPerCorrect: { type: 'integer', minimum: 0, maximum: PREDICTION_POINTS_MAX, examples: [2] },
    locks: {
      type: 'array',
      maxItems: LONGEST_SEASON,
      items: {
        type: 'object',
        required: ['period', 'locksAt'],
        properties: {
          period: { type: 'integer', minimum: 1, maximum: LONGEST_SEASON },
          locksAt: { anyOf: [instantWithOffset, { type: 'null' }] },
        },
      },
    },
  },
} as const;

/** PUT /api/admin/drafts/{id}/prediction-settings: what is absent stays as it was; a lock of null removes it. */
export type PredictionSettingsRequest = FromSchema<typeof predictionSettingsRequest>;

export const recapsQuery = {
  type: 'object',
  properties: { reveal: periodText },
} as const;

const whole = (bounds: { minimum: number; maximum: number }) => ({ type: 'integer', ...bounds }) as const;

/** PUT /api/admin/drafts/{id}/rules: what is absent stays as it was. */
export const leagueRulesRequest = {
  type: 'object',
  properties: {
    replacements: {
      type: 'object',
      properties: {
        perPlayer: whole(LEAGUE_RULE_BOUNDS.perPlayer),
        pointCost: whole(LEAGUE_RULE_BOUNDS.pointCost),
        claimHours: whole(LEAGUE_RULE_BOUNDS.claimHours),
      },
    },
    trades: { type: 'object', properties: { enabled: { type: 'boolean' }, reviewHours: whole(LEAGUE_RULE_BOUNDS.reviewHours) } },
  },
} as const;

export type LeagueRulesRequest = FromSchema<typeof leagueRulesRequest>;

const itemId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** POST /api/drafts/{id}/replacements. */
export const replacementClaimRequest = {
  type: 'object',
  required: ['dropItemId', 'addItemId'],
  properties: { dropItemId: { ...itemId, examples: ['bb27-c04'] }, addItemId: { ...itemId, examples: ['bb27-c11'] } },
} as const;

export type ReplacementClaimRequest = FromSchema<typeof replacementClaimRequest>;

const tradeItems = { type: 'array', minItems: 1, maxItems: TRADE_MAX_ITEMS, items: itemId } as const;

/** POST /api/drafts/{id}/trades. */
export const proposeTradeRequest = {
  type: 'object',
  required: ['toPlayerId', 'give', 'get'],
  properties: { toPlayerId: { ...itemId, examples: ['0b9f6c1e-4d2a-4e8b-9a61-2f1c7d3e5a90'] }, give: tradeItems, get: tradeItems },
} as const;

export type ProposeTradeRequest = FromSchema<typeof proposeTradeRequest>;

export const tradeParams = {
  type: 'object',
  required: ['id', 'tradeId'],
  properties: { ...idParams.properties, tradeId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

/** POST /api/admin/drafts/{id}/next-season: what is absent is as the season before. */
export const nextSeasonRequest = {
  type: 'object',
  properties: {
    showType: createDraftRequest.properties.showType,
    name: createDraftRequest.properties.name,
    startsAt: instantWithOffset,
  },
} as const;

export type NextSeasonRequest = FromSchema<typeof nextSeasonRequest>;
