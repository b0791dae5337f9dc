// A league's trades as its page shows them: read again on every trade event (push topic 'scoring'); when
// the soonest review ends (the read completes it; no notice tells of the clock); by a slow poll only while
// the push stream is down. When a trade has completed since the last read, the room and the rosters are
// read again: they follow it.
import { topics } from '@reality-draft/events';
import { api, errorStatus, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { rosterTags, useLeagueTradesQuery } from '../api/tradesApi';
import { completedTradesKey, nextCompletionInMs } from '../model/tradeView';

export const TRADE_TOPICS = [topics.scoring];
export const TRADES_POLL_MS = 15_000;

export function useLeagueTrades(draftId: string) {
  usePushTopics(TRADE_TOPICS);
  const pollingInterval = usePollingInterval(TRADES_POLL_MS);
  const read = useLeagueTradesQuery(draftId, { pollingInterval });
  const { data, refetch } = read;
  const dispatch = useDispatch();

  useEffect(() => {
    const wait = data ? nextCompletionInMs(data.trades, Date.now()) : null;
    if (wait === null) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [data, refetch]);

  const completed = data ? completedTradesKey(data.trades) : null;
  const seenCompleted = useRef<string | null>(null);
  useEffect(() => {
    if (completed === null) return;
    if (seenCompleted.current !== null && seenCompleted.current !== completed) dispatch(api.util.invalidateTags(rosterTags(draftId)));
    seenCompleted.current = completed;
  }, [completed, draftId, dispatch]);

  return { answer: data, isLoading: read.isLoading, error: read.error, refused: errorStatus(read.error) === 403 };
}
