// The standings a player page shows, kept fresh by push notices (a point entry, a pick, an
// elimination, a draft starting) with the spec's polling as the fallback while the stream is down:
// leaderboards every 5 s, point tables every 3 s.
import type { ShowType } from '@reality-draft/events';
import { usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { usePlayerLeaderboardQuery, usePlayerPointsBreakdownQuery, useScoredPeriodsQuery } from '../api/standingsApi';

export const STANDINGS_TOPICS = ['scoring', 'picks', 'catalog', 'drafts'];
export const LEADERBOARD_POLL_MS = 5000;
export const POINT_TABLES_POLL_MS = 3000;

/** A show's standings, or one league's (draftId). */
export function useLeaderboard(showType?: ShowType, draftId?: string) {
  usePushTopics(STANDINGS_TOPICS);
  const pollingInterval = usePollingInterval(LEADERBOARD_POLL_MS);
  return usePlayerLeaderboardQuery({ showType, draftId }, { pollingInterval });
}

export function usePointsBreakdown(showType?: ShowType, draftId?: string) {
  usePushTopics(STANDINGS_TOPICS);
  const pollingInterval = usePollingInterval(POINT_TABLES_POLL_MS);
  return usePlayerPointsBreakdownQuery({ showType, draftId }, { pollingInterval });
}

/** Which weeks or episodes of each show are scored, the latest scored show first: where the news is, and what the spoiler question offers. */
export function useScoredPeriods() {
  usePushTopics(STANDINGS_TOPICS);
  const pollingInterval = usePollingInterval(LEADERBOARD_POLL_MS);
  return useScoredPeriodsQuery(undefined, { pollingInterval });
}

/** The player's "watched through" for a show (the kit's, shared with every screen that hides a later elimination). */
export { useWatchedThrough } from '@reality-draft/kit';
