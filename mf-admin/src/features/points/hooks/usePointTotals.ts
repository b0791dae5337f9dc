// One show's point totals table: teams by week (Amazing Race) or contestants by episode. Refetched on
// every 'scoring' push notice, polled every 3 s (docs/scoring.md#scoring-calls) only while the stream is down.
import { usePollingInterval, usePushTopics } from '@reality-draft/kit';
import type { ShowType } from '@reality-draft/events';
import { pointsApi } from '../api/pointsApi';

export const SCORING_TOPICS = ['scoring'];
export const POINTS_POLL_MS = 3000;

export function usePointTotals(show: ShowType) {
  usePushTopics(SCORING_TOPICS);
  const pollingInterval = usePollingInterval(POINTS_POLL_MS);
  const teams = pointsApi.useAdminTeamPointTotalsQuery(undefined, { pollingInterval, skip: show !== 'amazing_race' });
  const contestants = pointsApi.useAdminContestantPointTotalsQuery(undefined, { pollingInterval, skip: show === 'amazing_race' });
  return show === 'amazing_race' ? teams : contestants;
}
