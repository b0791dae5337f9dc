import type { PredictionEvent } from '@reality-draft/events';
import { predictionKey, type PredictionsState } from './state';

/** Folds in place: a season of predictions is a few hundred events. */
export function evolvePredictions(state: PredictionsState, event: PredictionEvent): PredictionsState {
  switch (event.type) {
    case 'PredictionMade':
      state.predicted.set(predictionKey(event.data.period, event.data.playerId), event.data.itemId);
      return state;
    case 'PredictionSettingsSet':
      return { ...state, pointsPerCorrect: event.data.pointsPerCorrect, locksAt: event.data.locksAt };
  }
}
