// A league's predictions as its page shows them: read again when a period may have locked or settled (an
// elimination: push topic 'catalog'; a saved period: 'scoring'), when the league's own lock time passes
// (no notice tells of that), and by a slow poll only while the push stream is down.
import { topics, type PredictionsAnswer, type ShowType } from '@reality-draft/events';
import { useContestantsQuery, useLivePolling, usePollingInterval, useSurvivorContestantsQuery, useTeamsQuery } from '@reality-draft/kit';
import { useMemo } from 'react';
import { cardRead, useRefetchWhenDue } from '../../../hooks/leagueReads';
import { useLeaguePredictionsQuery } from '../api/predictionsApi';
import { castChoices, nextLockInMs } from '../model/predictionView';

export const PREDICTION_TOPICS = [topics.scoring, topics.catalog];
export const PREDICTIONS_POLL_MS = 15_000;

const nextLock = (answer: Pick<PredictionsAnswer, 'periods'>, now: number) => nextLockInMs(answer.periods, now);

export function useLeaguePredictions(draftId: string) {
  const pollingInterval = useLivePolling(PREDICTION_TOPICS, PREDICTIONS_POLL_MS);
  const read = useLeaguePredictionsQuery(draftId, { pollingInterval });
  useRefetchWhenDue(read.data, nextLock, read.refetch);
  return cardRead(read);
}

/** The show's cast still in the game (what a prediction may name), kept fresh by the catalogue's notices. */
export function useCastStillIn(showType: ShowType | undefined, skip = false) {
  const pollingInterval = usePollingInterval(PREDICTIONS_POLL_MS);
  const options = (show: ShowType) => ({ skip: skip || showType !== show, pollingInterval });
  const teams = useTeamsQuery(undefined, options('amazing_race'));
  const bigBrother = useContestantsQuery(undefined, options('big_brother'));
  const survivor = useSurvivorContestantsQuery(undefined, options('survivor'));
  const read = showType === 'amazing_race' ? teams : showType === 'big_brother' ? bigBrother : survivor;
  const choices = useMemo(() => castChoices(read.data ?? []), [read.data]);
  return { choices, isLoading: read.isLoading, error: read.error };
}
