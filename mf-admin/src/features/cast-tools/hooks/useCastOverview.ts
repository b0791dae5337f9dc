// Each show's current cast, kept fresh by push notices ('catalog') with the spec's 3 s polling as the
// fallback while the push stream is down.
import { useContestantsQuery, usePollingInterval, usePushTopics, useSurvivorContestantsQuery, useTeamsQuery } from '@reality-draft/kit';
import type { Contestant, ShowType, Team } from '@reality-draft/events';
import { castSummary, type CastSummary } from '../model/castSummary';

const CATALOG_TOPICS = ['catalog'];
export const CAST_POLL_MS = 3000;
const NO_MEMBERS: ShowCast['members'] = [];

export interface ShowCast {
  summary: CastSummary | null;
  /** The members, as listed (empty until loaded). */
  members: ReadonlyArray<Team | Contestant>;
  isLoading: boolean;
  failed: boolean;
}

export function useCastOverview(): Record<ShowType, ShowCast> {
  usePushTopics(CATALOG_TOPICS);
  const options = { pollingInterval: usePollingInterval(CAST_POLL_MS) };
  const teams = useTeamsQuery(undefined, options);
  const bigBrother = useContestantsQuery(undefined, options);
  const survivor = useSurvivorContestantsQuery(undefined, options);
  const cast = (query: typeof teams | typeof bigBrother): ShowCast => ({
    summary: castSummary(query.data),
    members: query.data ?? NO_MEMBERS,
    isLoading: query.isLoading,
    failed: Boolean(query.error) && !query.data,
  });
  return { amazing_race: cast(teams), big_brother: cast(bigBrother), survivor: cast(survivor) };
}
