import type { PredictionLock, ShowType } from '@reality-draft/events';

/** What the prediction is of, as the scoring read models know it when the command is made. */
export interface PredictedItem {
  label: string;
  isActive: boolean;
  inCast: boolean;
}

export type PredictionCommand =
  | {
      type: 'MakePrediction';
      draftId: string;
      showType: ShowType;
      playerId: string;
      period: number;
      itemId: string;
      /** Undefined: not in the show's cast. */
      item: PredictedItem | undefined;
      /** An elimination entered, or results saved, for the period (the time lock is the stream's own). */
      lockedBy: Exclude<PredictionLock, 'time'> | null;
      now: Date;
    }
  | {
      type: 'SetPredictionSettings';
      draftId: string;
      pointsPerCorrect?: number;
      locks?: { period: number; locksAt: string | null }[];
      by: string;
      now: Date;
    };
