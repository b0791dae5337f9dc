// A league's recaps as the league page and the dashboard show them: kept fresh by the push topics that
// change them ('scoring': a period saved or corrected; 'catalog': an elimination, which the "Went home"
// line names), with a slow poll only while the push stream is down. A hidden recap's reveal is a read of its own.
import { topics } from '@reality-draft/events';
import { useLivePolling, usePollingInterval } from '../push/pushHooks';
import { useLeagueRecapsQuery } from './recapsApi';

export const RECAP_TOPICS = [topics.scoring, topics.catalog];
export const RECAPS_POLL_MS = 15_000;

/** The league's recaps, newest first, kept fresh. */
export function useLiveLeagueRecaps(draftId: string) {
  const pollingInterval = useLivePolling(RECAP_TOPICS, RECAPS_POLL_MS);
  return useLeagueRecapsQuery({ draftId }, { pollingInterval });
}

/** One hidden recap asked for whole (`?reveal={period}`), once `asked`; kept fresh like the list. */
export function useRevealedRecaps(draftId: string, period: number, asked: boolean) {
  const pollingInterval = usePollingInterval(RECAPS_POLL_MS);
  const read = useLeagueRecapsQuery({ draftId, reveal: period }, { skip: !asked, pollingInterval });
  return { recaps: read.data?.recaps, isFetching: read.isFetching, error: asked ? read.error : undefined };
}
