// The mini-game lists the player screens and the leaderboard show, kept fresh by the 'minigames'
// push topic, with the spec's polling as the fallback while the stream is down (list 3 s,
// leaderboard 5 s).
import { useLivePolling } from '../push/pushHooks';
import { useMiniGameLeaderboardQuery, usePlayerMiniGamesQuery } from './miniGamesApi';

export const MINI_GAME_TOPICS = ['minigames'];
export const PLAYER_MINI_GAMES_POLL_MS = 3000;
export const MINI_GAME_LEADERBOARD_POLL_MS = 5000;

export function usePlayerMiniGameList() {
  const pollingInterval = useLivePolling(MINI_GAME_TOPICS, PLAYER_MINI_GAMES_POLL_MS);
  return usePlayerMiniGamesQuery(undefined, { pollingInterval });
}

export function useMiniGameLeaderboardList() {
  const pollingInterval = useLivePolling(MINI_GAME_TOPICS, MINI_GAME_LEADERBOARD_POLL_MS);
  return useMiniGameLeaderboardQuery(undefined, { pollingInterval });
}
