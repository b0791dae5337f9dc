// Whether each team or contestant of a show is still in (docs/drafts.md#elimination), from the show's
// cast, kept fresh by the catalogue's push topic: the trade form marks a pick that is out.
import { topics, type ShowType } from '@reality-draft/events';
import { usePollingInterval, usePushTopics, useContestantsQuery, useSurvivorContestantsQuery, useTeamsQuery } from '@reality-draft/kit';
import { useMemo } from 'react';

export interface CastStatus {
  isActive: boolean;
  eliminatedIn: number | null;
}

const CAST_TOPICS = [topics.catalog];
const CAST_POLL_MS = 60_000;

/** Each cast member's status by item id (empty until the cast is read). */
export function useCastStatus(showType: ShowType): ReadonlyMap<string, CastStatus> {
  usePushTopics(CAST_TOPICS);
  const pollingInterval = usePollingInterval(CAST_POLL_MS);
  const teams = useTeamsQuery(undefined, { pollingInterval, skip: showType !== 'amazing_race' });
  const bigBrother = useContestantsQuery(undefined, { pollingInterval, skip: showType !== 'big_brother' });
  const survivor = useSurvivorContestantsQuery(undefined, { pollingInterval, skip: showType !== 'survivor' });
  const cast = showType === 'amazing_race' ? teams.data : showType === 'big_brother' ? bigBrother.data : survivor.data;
  return useMemo(() => new Map((cast ?? []).map((item) => [item.id, { isActive: item.isActive, eliminatedIn: item.eliminatedIn }])), [cast]);
}
