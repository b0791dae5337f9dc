// The admin's sent games, kept fresh by the 'minigames' push topic (3 s polling while it is down).
import { usePollingInterval, usePushTopics, useSentMiniGamesQuery } from '@reality-draft/kit';

export const SENT_GAMES_POLL_MS = 3000;
export const MINI_GAME_TOPICS = ['minigames'];

export function useSentGames(enabled = true) {
  usePushTopics(enabled ? MINI_GAME_TOPICS : []);
  const pollingInterval = usePollingInterval(SENT_GAMES_POLL_MS);
  return useSentMiniGamesQuery(undefined, { skip: !enabled, pollingInterval });
}
