// A league's latest recap as the dashboard shows it, kept fresh by the push topics that change recaps
// ('scoring': a period saved or corrected; 'catalog': an elimination) like the standings beside it, with a
// slow poll only while the push stream is down. A hidden recap's reveal is a read of its own.
import { topics } from '@reality-draft/events';
import { usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { useLeagueRecapsQuery } from '@reality-draft/kit';
import { latestRecap } from '../model/latestRecap';

export const RECAP_TOPICS = [topics.scoring, topics.catalog];
export const RECAPS_POLL_MS = 15_000;

export function useLatestRecap(draftId: string) {
  usePushTopics(RECAP_TOPICS);
  const pollingInterval = usePollingInterval(RECAPS_POLL_MS);
  const read = useLeagueRecapsQuery({ draftId }, { pollingInterval });
  return { latest: latestRecap(read.data?.recaps), isLoading: read.isLoading, error: read.error };
}

/** One hidden recap asked for whole (`?reveal={period}`), once `asked`; kept fresh like the list. */
export function useRevealedRecap(draftId: string, period: number, asked: boolean) {
  const pollingInterval = usePollingInterval(RECAPS_POLL_MS);
  const read = useLeagueRecapsQuery({ draftId, reveal: period }, { skip: !asked, pollingInterval });
  return { recaps: read.data?.recaps, isFetching: read.isFetching, error: asked ? read.error : undefined };
}
