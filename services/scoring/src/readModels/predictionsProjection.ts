import { PREDICTION_POINTS_DEFAULT } from '@reality-draft/events';
import { defineProjection } from '@reality-draft/kernel';
import { COLLECTIONS, type PredictionsDocument } from './documents';

export const PREDICTIONS_PROJECTION = 'scoring.predictions';

/** Each league's predictions and rules (docs/league.md#predictions), as the standings and the prediction screens read them. */
export const predictionsProjection = (changed: () => void) =>
  defineProjection({
    name: PREDICTIONS_PROJECTION,
    collections: [COLLECTIONS.predictions],
    handles: ['PredictionMade', 'PredictionSettingsSet', 'DraftDeleted'],
    async apply(event, { upsert }) {
      const { draftId } = event.data;
      await upsert<PredictionsDocument>(COLLECTIONS.predictions, draftId, (current) => {
        const league = current ?? { id: draftId, pointsPerCorrect: PREDICTION_POINTS_DEFAULT, locksAt: {}, periods: {} };
        switch (event.type) {
          case 'DraftDeleted':
            return null;
          case 'PredictionSettingsSet':
            return { ...league, pointsPerCorrect: event.data.pointsPerCorrect, locksAt: event.data.locksAt };
          case 'PredictionMade': {
            const { period, playerId, itemId, at } = event.data;
            return { ...league, periods: { ...league.periods, [period]: { ...league.periods[period], [playerId]: { itemId, at } } } };
          }
        }
      });
      changed();
    },
  });
