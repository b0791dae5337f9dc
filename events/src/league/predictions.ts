/** Who goes home (docs/league.md#predictions): each league's weekly elimination predictions, one rule set for the service and the screens. */
import type { ShowType } from '../catalog/events';
import { PERIODS } from '../scoring/pointTypes';

/** What a correct prediction scores unless the league's admin says otherwise, and the most they may say. */
export const PREDICTION_POINTS_DEFAULT = 2;
export const PREDICTION_POINTS_MAX = 10;

/** A player's prediction for one week or episode of one league; a later one for the same period replaces it. */
export type PredictionMade = {
  type: 'PredictionMade';
  data: { draftId: string; period: number; playerId: string; itemId: string; at: string };
};

/** The league admin's prediction rules: points per correct prediction, and when each period's predictions lock (absent: at its elimination). */
export type PredictionSettingsSet = {
  type: 'PredictionSettingsSet';
  data: { draftId: string; pointsPerCorrect: number; locksAt: Record<string, string>; by: string; at: string };
};

export type PredictionEvent = PredictionMade | PredictionSettingsSet;

export const predictionsStream = (draftId: string) => `predictions-${draftId}`;

/** Why a period takes no more predictions: an elimination entered for it, its results saved, or the admin's lock time passed. */
export type PredictionLock = 'elimination' | 'results' | 'time';

/** The spoken word of a show's period: "episode 3", "week 3". */
export const periodName = (showType: ShowType, period: number) => `${PERIODS[showType].word} ${period}`;

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const PREDICTION_TEXTS = {
  locked: (showType: ShowType, period: number) => `Predictions for ${periodName(showType, period)} are locked: its elimination is in.`,
  lockedByResults: (showType: ShowType, period: number) => `Predictions for ${periodName(showType, period)} are locked: its results are in.`,
  lockedAt: (showType: ShowType, period: number) => `Predictions for ${periodName(showType, period)} closed at the league's lock time.`,
  alreadyOut: (label: string) => `${label} is already out of the game: predict someone still in.`,
  notInCast: "That is not one of this show's current cast.",
  periodRange: (showType: ShowType) => `The ${PERIODS[showType].word} must be from 1 to ${PERIODS[showType].max}.`,
  notPlayer: "Only the league's players make predictions.",
  heading: (showType: ShowType, period: number) => `Who goes home in ${periodName(showType, period)}?`,
  column: 'Predictions',
} as const;

export const lockMessage = (lock: PredictionLock, showType: ShowType, period: number) =>
  ({ elimination: PREDICTION_TEXTS.locked, results: PREDICTION_TEXTS.lockedByResults, time: PREDICTION_TEXTS.lockedAt })[lock](showType, period);
