// A league's latest recap as the dashboard shows it, kept fresh by the push topics that change recaps
// (kit's useLiveLeagueRecaps, shared with the league page) like the standings beside it. A hidden recap's
// reveal is a read of its own.
import { useLiveLeagueRecaps } from '@reality-draft/kit';
import { latestRecap } from '../model/latestRecap';

export { useRevealedRecaps as useRevealedRecap } from '@reality-draft/kit';

export function useLatestRecap(draftId: string) {
  const read = useLiveLeagueRecaps(draftId);
  return { latest: latestRecap(read.data?.recaps), isLoading: read.isLoading, error: read.error };
}
