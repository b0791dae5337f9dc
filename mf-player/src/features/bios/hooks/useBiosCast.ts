// A show's cast for a bios page: kept fresh by the catalogue's push notices (eliminations, photos, a
// new cast), with the spec's 5 s refresh while the push stream is down; with the player's spoiler
// guard for the show, which hides a later elimination on the cards.
import { usePollingInterval, usePushTopics, useContestantsQuery, useSurvivorContestantsQuery, useTeamsQuery, useWatchedThrough } from '@reality-draft/kit';
import type { Contestant, Team } from '@reality-draft/events';

export const BIOS_POLL_MS = 5000;
const CATALOG_TOPICS = ['catalog'];

export interface CastQuery<T> {
  data?: T[];
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
  /** The player's "watched through" for the show; null or absent shows every elimination. */
  watchedThrough?: number | null;
}

function useFreshness(skip: boolean) {
  usePushTopics(skip ? [] : CATALOG_TOPICS);
  return { skip, pollingInterval: usePollingInterval(BIOS_POLL_MS) };
}

export function useTeamBios(skip = false): CastQuery<Team> {
  const watchedThrough = useWatchedThrough('amazing_race');
  return { ...useTeamsQuery(undefined, useFreshness(skip)), watchedThrough };
}

export function useContestantBios(showType: 'big_brother' | 'survivor', skip = false): CastQuery<Contestant> {
  const options = useFreshness(skip);
  const bigBrother = useContestantsQuery(undefined, { ...options, skip: skip || showType !== 'big_brother' });
  const survivor = useSurvivorContestantsQuery(undefined, { ...options, skip: skip || showType !== 'survivor' });
  const watchedThrough = useWatchedThrough(showType);
  return { ...(showType === 'big_brother' ? bigBrother : survivor), watchedThrough };
}
