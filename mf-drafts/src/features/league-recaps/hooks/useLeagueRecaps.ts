// A league's recaps as the league page shows them: kept fresh by the push topics that change them (kit's
// useLiveLeagueRecaps, shared with the dashboard). A hidden recap's reveal is a read of its own.
import { useLiveLeagueRecaps } from '@reality-draft/kit';
import { cardRead } from '../../../hooks/leagueReads';

export { useRevealedRecaps } from '@reality-draft/kit';

export function useLeagueRecaps(draftId: string) {
  const read = useLiveLeagueRecaps(draftId);
  return cardRead({ ...read, data: read.data?.recaps });
}
