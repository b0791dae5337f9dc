// A league's trades as its page shows them: read again on every trade event (push topic 'scoring'); when
// the soonest review ends (the read completes it; no notice tells of the clock); by a slow poll only while
// the push stream is down. When a trade has completed since the last read, the room and the rosters are
// read again: they follow it.
import { topics, type TradesAnswer } from '@reality-draft/events';
import { useLivePolling } from '@reality-draft/kit';
import { cardRead, useRefetchWhenDue, useRefreshRostersOnChange } from '../../../hooks/leagueReads';
import { useLeagueTradesQuery } from '../api/tradesApi';
import { completedTradesKey, nextCompletionInMs } from '../model/tradeView';

export const TRADE_TOPICS = [topics.scoring];
export const TRADES_POLL_MS = 15_000;

const nextCompletion = (answer: Pick<TradesAnswer, 'trades'>, now: number) => nextCompletionInMs(answer.trades, now);

export function useLeagueTrades(draftId: string) {
  const pollingInterval = useLivePolling(TRADE_TOPICS, TRADES_POLL_MS);
  const read = useLeagueTradesQuery(draftId, { pollingInterval });
  useRefetchWhenDue(read.data, nextCompletion, read.refetch);
  useRefreshRostersOnChange(draftId, read.data ? completedTradesKey(read.data.trades) : null);
  return cardRead(read);
}
