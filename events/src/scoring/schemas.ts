/** JSON Schemas of the scoring service's requests. */
import { SHOW_TYPES } from '../catalog/events';
import type { FromSchema } from '../routes/fromSchema';
import { MAX_POINTS, MIN_POINTS, PERIODS, SURVIVOR_POINT_TYPES, TEAM_POINT_TYPES } from './pointTypes';

const subjectId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', examples: ['ar38-t01'] } as const;
const points = { type: 'integer', minimum: MIN_POINTS, maximum: MAX_POINTS } as const;
const reason = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** POST /api/point-totals-table: an Amazing Race team's points for a week. */
export const teamPointsRequest = {
  type: 'object',
  required: ['teamId', 'week', 'points'],
  properties: {
    teamId: subjectId,
    week: { type: 'integer', minimum: 1, maximum: PERIODS.amazing_race.max },
    points,
    pointType: { type: 'string', enum: [...TEAM_POINT_TYPES], default: 'placement' },
    reason,
  },
} as const;

/** POST /api/contestant-point-totals-table: a Big Brother or Survivor contestant's points for an episode. */
export const contestantPointsRequest = {
  type: 'object',
  required: ['contestantId', 'episode', 'points', 'pointType'],
  properties: {
    contestantId: subjectId,
    episode: { type: 'integer', minimum: 1, maximum: PERIODS.survivor.max },
    points,
    pointType: { type: 'string', enum: [...SURVIVOR_POINT_TYPES] },
    reason,
  },
} as const;

export type TeamPointsRequest = FromSchema<typeof teamPointsRequest>;
export type ContestantPointsRequest = FromSchema<typeof contestantPointsRequest>;

/**
 * The points routes a previewed entry may be the body of (POST /api/admin/points/preview), each with
 * the schema its route checks its body with: a team's week, a Big Brother contestant's episode, a
 * Survivor castaway's episode (both on the contestant route).
 */
export const PREVIEW_ENTRY_BODIES = {
  team: teamPointsRequest,
  contestant: contestantPointsRequest,
  survivorContestant: contestantPointsRequest,
} as const;

export type PreviewRoute = keyof typeof PREVIEW_ENTRY_BODIES;
export const PREVIEW_ROUTES = Object.keys(PREVIEW_ENTRY_BODIES) as PreviewRoute[];

/** One previewed entry: which points route, and exactly that route's body. */
export type PointsPreviewEntry =
  ({ route: 'team' } & TeamPointsRequest) | ({ route: 'contestant' } & ContestantPointsRequest) | ({ route: 'survivorContestant' } & ContestantPointsRequest);

/** PUT /api/admin/points/entries/{entryId}: a correction. */
export const correctPointsRequest = {
  type: 'object',
  required: ['points'],
  properties: { points, reason },
} as const;

export type CorrectPointsRequest = FromSchema<typeof correctPointsRequest>;

export const entryIdParams = {
  type: 'object',
  required: ['entryId'],
  properties: { entryId: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_:-]+$', examples: ['team:ar38-t01:3:placement'] } },
} as const;

export const removeEntryQuery = { type: 'object', properties: { reason } } as const;

const showType = { type: 'string', enum: [...SHOW_TYPES] } as const;

/** GET /api/leaderboard and /api/all-player-points: one league (draftId) or one show. */
export const leaderboardQuery = {
  type: 'object',
  properties: { draftId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }, showType },
} as const;

export const pointsLogQuery = {
  type: 'object',
  properties: {
    subjectId,
    period: { type: 'string', pattern: '^[0-9]{1,2}$' },
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
  },
} as const;

/** PUT /api/player/spoiler-guard: "watched through week / episode N" for one show; null shows everything. */
export const spoilerGuardRequest = {
  type: 'object',
  required: ['showType', 'watchedThrough'],
  properties: {
    showType,
    watchedThrough: { anyOf: [{ type: 'integer', minimum: 0, maximum: PERIODS.survivor.max }, { type: 'null' }] },
  },
} as const;

export type SpoilerGuardRequest = FromSchema<typeof spoilerGuardRequest>;

/** /api/admin/points/periods/{showType}/{period}: one week (Amazing Race) or episode of one show. */
export const periodParams = {
  type: 'object',
  required: ['showType', 'period'],
  properties: { showType, period: { type: 'string', pattern: '^[1-9][0-9]?$', examples: ['2'] } },
} as const;

/** The most entries one period may hold: every member of the largest cast in every point type. */
export const MAX_PERIOD_ENTRIES = 400;

/**
 * PUT /api/admin/points/periods/{showType}/{period} (and its preview): the period's entries exactly
 * as they should stand. `pointTypes` names the point types this replaces (the dialog's; default: all
 * of the show's), so entries of other types stay. `reason` goes with every removal and correction.
 */
export const replacePeriodRequest = {
  type: 'object',
  required: ['entries'],
  properties: {
    entries: {
      type: 'array',
      maxItems: MAX_PERIOD_ENTRIES,
      items: {
        type: 'object',
        required: ['subjectId', 'pointType', 'points'],
        properties: { subjectId, pointType: { type: 'string', enum: [...SURVIVOR_POINT_TYPES, ...TEAM_POINT_TYPES] }, points },
      },
    },
    pointTypes: { type: 'array', maxItems: 20, items: { type: 'string', enum: [...SURVIVOR_POINT_TYPES, ...TEAM_POINT_TYPES] } },
    reason,
  },
} as const;

export type ReplacePeriodRequest = FromSchema<typeof replacePeriodRequest>;

/**
 * POST /api/admin/points/preview: entries as the points routes take them. Here only their shape (an
 * object naming its route): each is then checked against its route's own body schema
 * (PREVIEW_ENTRY_BODIES), so a refusal names the entry and the field.
 */
export const pointsPreviewRequest = {
  type: 'object',
  required: ['entries'],
  properties: {
    entries: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_PERIOD_ENTRIES,
      items: { type: 'object', required: ['route'], description: `{ route: ${PREVIEW_ROUTES.join(' | ')}, ...that points route's body }` },
    },
  },
} as const;

export interface PointsPreviewRequest {
  entries: PointsPreviewEntry[];
}
