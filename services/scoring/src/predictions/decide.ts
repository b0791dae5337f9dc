import { lockMessage, PERIODS, PREDICTION_TEXTS, type PredictionEvent } from '@reality-draft/events';
import { Conflict, decideBy, RuleViolation, type Decider } from '@reality-draft/kernel';
import type { PredictionCommand } from './commands';
import { evolvePredictions } from './evolve';
import { lockOf } from './lockOf';
import { initialPredictionsState, predictionKey, type PredictionsState } from './state';

type Of<T extends PredictionCommand['type']> = Extract<PredictionCommand, { type: T }>;

/** One prediction per player and period, of someone still in, until the period locks; the same again changes nothing. */
function predict(command: Of<'MakePrediction'>, state: PredictionsState): PredictionEvent[] {
  const { draftId, showType, playerId, period, itemId, item, now } = command;
  if (period > PERIODS[showType].max) throw new RuleViolation(PREDICTION_TEXTS.periodRange(showType));
  const lock = lockOf(command.lockedBy, state.locksAt[period], now);
  if (lock) throw new Conflict(lockMessage(lock, showType, period));
  if (!item?.inCast) throw new RuleViolation(PREDICTION_TEXTS.notInCast);
  if (!item.isActive) throw new RuleViolation(PREDICTION_TEXTS.alreadyOut(item.label));
  if (state.predicted.get(predictionKey(period, playerId)) === itemId) return [];
  return [{ type: 'PredictionMade', data: { draftId, period, playerId, itemId, at: now.toISOString() } }];
}

/** What the admin leaves out stays; a lock of null is removed. */
function settings(command: Of<'SetPredictionSettings'>, state: PredictionsState): PredictionEvent[] {
  const { draftId, by, now } = command;
  const pointsPerCorrect = command.pointsPerCorrect ?? state.pointsPerCorrect;
  const locksAt = { ...state.locksAt };
  for (const { period, locksAt: at } of command.locks ?? []) {
    if (at === null) delete locksAt[period];
    else locksAt[period] = new Date(at).toISOString();
  }
  const same = pointsPerCorrect === state.pointsPerCorrect && JSON.stringify(locksAt) === JSON.stringify(state.locksAt);
  return same ? [] : [{ type: 'PredictionSettingsSet', data: { draftId, pointsPerCorrect, locksAt, by, at: now.toISOString() } }];
}

/** The decider of a league's predictions stream. */
export const predictionsDecider: Decider<PredictionsState, PredictionCommand, PredictionEvent> = {
  initialState: initialPredictionsState,
  evolve: evolvePredictions,
  decide: decideBy<PredictionCommand, PredictionsState, PredictionEvent>({ MakePrediction: predict, SetPredictionSettings: settings }),
};
