/** What the season is scored in: point types per show, the ranges of weeks and episodes, the points. */
import type { ShowType } from '../catalog/events';

export const BIG_BROTHER_POINT_TYPES = ['hoh', 'veto', 'blockbuster', 'survived_block', 'general'] as const;
export const SURVIVOR_POINT_TYPES = [...BIG_BROTHER_POINT_TYPES, 'immunity', 'reward', 'idol', 'survived', 'final_three', 'sole_survivor'] as const;
export const TEAM_POINT_TYPES = ['placement', 'express_pass'] as const;

export type TeamPointType = (typeof TEAM_POINT_TYPES)[number];
export type ContestantPointType = (typeof SURVIVOR_POINT_TYPES)[number];
export type PointType = TeamPointType | ContestantPointType;

/** The point types an entry for this show may carry. */
export const POINT_TYPES: Record<ShowType, readonly PointType[]> = {
  amazing_race: TEAM_POINT_TYPES,
  big_brother: BIG_BROTHER_POINT_TYPES,
  survivor: SURVIVOR_POINT_TYPES,
};

/** Amazing Race is scored by week (leg), Big Brother and Survivor by episode. */
export const PERIODS: Record<ShowType, { word: 'week' | 'episode'; max: number }> = {
  amazing_race: { word: 'week', max: 24 },
  big_brother: { word: 'episode', max: 35 },
  survivor: { word: 'episode', max: 35 },
};

export const MIN_POINTS = -100;
export const MAX_POINTS = 100;

/** The points the admin forms offer by default (docs/scoring.md#point-schemes). */
export const DEFAULT_POINTS = {
  amazing_race: { placements: [5, 4, 3, 2, 1], express_pass: 3 },
  big_brother: { hoh: 3, veto: 2, blockbuster: 1, survived_block: 1, general: 1 },
  survivor: {
    hoh: 3,
    veto: 2,
    blockbuster: 1,
    survived_block: 1,
    general: 1,
    immunity: 5,
    reward: 3,
    idol: 4,
    survived: 1,
    final_three: 10,
    sole_survivor: 20,
  },
} as const;

/** How the screens name a point type. */
export const POINT_TYPE_LABELS: Record<PointType, string> = {
  placement: 'Leg placement',
  express_pass: 'Express Pass',
  hoh: 'Head of Household',
  veto: 'Veto',
  blockbuster: 'BB Blockbuster',
  survived_block: 'Survived the block',
  general: 'General',
  immunity: 'Individual immunity',
  reward: 'Reward',
  idol: 'Hidden idol',
  survived: 'Survived the episode',
  final_three: 'Final three',
  sole_survivor: 'Sole Survivor',
};
