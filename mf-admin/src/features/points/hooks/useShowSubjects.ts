// The teams or contestants of one show, as the points screens name them; kept fresh by push notices
// ('catalog') with the spec's 3 s polling as the fallback while the push stream is down.
import { useContestantsQuery, usePollingInterval, usePushTopics, useSurvivorContestantsQuery, useTeamsQuery } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { useMemo } from 'react';
import type { Subject } from '../model/totalsGrid';

const CATALOG_TOPICS = ['catalog'];
export const CAST_POLL_MS = 3000;

export interface ShowSubjects {
  subjects: Subject[];
  isLoading: boolean;
  failed: boolean;
}

export function useShowSubjects(show: ShowType): ShowSubjects {
  usePushTopics(CATALOG_TOPICS);
  const pollingInterval = usePollingInterval(CAST_POLL_MS);
  const teams = useTeamsQuery(undefined, { pollingInterval, skip: show !== 'amazing_race' });
  const bigBrother = useContestantsQuery(undefined, { pollingInterval, skip: show !== 'big_brother' });
  const survivor = useSurvivorContestantsQuery(undefined, { pollingInterval, skip: show !== 'survivor' });
  const query = show === 'amazing_race' ? teams : show === 'big_brother' ? bigBrother : survivor;
  const subjects = useMemo((): Subject[] => {
    if (show === 'amazing_race')
      return (teams.data ?? []).map((team) => ({ id: team.id, label: team.memberNames, isActive: team.isActive, eliminatedIn: team.eliminatedIn }));
    const cast = show === 'big_brother' ? bigBrother.data : survivor.data;
    return (cast ?? []).map((contestant) => ({
      id: contestant.id,
      label: contestant.name,
      isActive: contestant.isActive,
      tribe: contestant.tribe,
      eliminatedIn: contestant.eliminatedIn,
    }));
  }, [show, teams.data, bigBrother.data, survivor.data]);
  return { subjects, isLoading: query.isLoading, failed: Boolean(query.error) && !query.data };
}
