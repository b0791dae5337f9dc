// A league's recaps as the league page shows them: kept fresh by the push topics that change them
// ('scoring': a period saved or corrected; 'catalog': an elimination, which the "Went home" line names),
// with a slow poll only while the push stream is down. A hidden recap's reveal is a read of its own.
import { topics } from '@reality-draft/events';
import { errorStatus, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { useLeagueRecapsQuery } from '@reality-draft/kit';

export const RECAP_TOPICS = [topics.scoring, topics.catalog];
export const RECAPS_POLL_MS = 15_000;

export function useLeagueRecaps(draftId: string) {
  usePushTopics(RECAP_TOPICS);
  const pollingInterval = usePollingInterval(RECAPS_POLL_MS);
  const read = useLeagueRecapsQuery({ draftId }, { pollingInterval });
  return {
    recaps: read.data?.recaps,
    isLoading: read.isLoading,
    error: read.error,
    refused: errorStatus(read.error) === 403,
  };
}

/** One hidden recap asked for whole (`?reveal={period}`), once `asked`; kept fresh like the list. */
export function useRevealedRecaps(draftId: string, period: number, asked: boolean) {
  const pollingInterval = usePollingInterval(RECAPS_POLL_MS);
  const read = useLeagueRecapsQuery({ draftId, reveal: period }, { skip: !asked, pollingInterval });
  return { recaps: read.data?.recaps, isFetching: read.isFetching, error: asked ? read.error : undefined };
}
