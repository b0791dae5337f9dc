// This game's best times, live: the 'minigames' push topic, with the spec's 5 s polling as the fallback.
import { useMiniGameLeaderboardQuery, usePollingInterval, usePushTopics } from '@reality-draft/kit';
import { bestTimesOf } from '../model/bestTimes';

export const MINI_GAME_LEADERBOARD_POLL_MS = 5000;
const TOPICS = ['minigames'];

export function useBestTimes(miniGameId: string) {
  usePushTopics(TOPICS);
  const pollingInterval = usePollingInterval(MINI_GAME_LEADERBOARD_POLL_MS);
  const { data, isLoading, error } = useMiniGameLeaderboardQuery(undefined, { pollingInterval });
  return { rows: data ? bestTimesOf(data, miniGameId) : undefined, isLoading, error };
}
