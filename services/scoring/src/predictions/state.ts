import { PREDICTION_POINTS_DEFAULT } from '@reality-draft/events';

/** A league's predictions as its stream holds them. */
export interface PredictionsState {
  pointsPerCorrect: number;
  /** Period -> ISO time. */
  locksAt: Record<string, string>;
  /** `${period}:${playerId}` -> item id. */
  predicted: Map<string, string>;
}

export const initialPredictionsState = (): PredictionsState => ({ pointsPerCorrect: PREDICTION_POINTS_DEFAULT, locksAt: {}, predicted: new Map() });

export const predictionKey = (period: number, playerId: string) => `${period}:${playerId}`;
