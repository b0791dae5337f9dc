// What the dashboard's mini-game sections show: the banner's first few games (new first), and the
// list's 'Completed' or 'New' badge.
import type { PlayerMiniGameItem } from '@reality-draft/events';
import { isGameCompleted, orderPlayerGames } from '@reality-draft/kit';

export const BANNER_GAMES = 3;

export function bannerGames<T extends PlayerMiniGameItem>(games: readonly T[] | undefined, limit = BANNER_GAMES): { shown: T[]; more: number } {
  const ordered = orderPlayerGames(games ?? []);
  return { shown: ordered.slice(0, limit), more: Math.max(0, ordered.length - limit) };
}

/** 'Completed', 'Finished' (the admin closed it before you completed it) or 'New'. */
export function listBadge(game: Pick<PlayerMiniGameItem, 'isCompleted' | 'completed' | 'finished'>): 'Completed' | 'Finished' | 'New' {
  if (isGameCompleted(game)) return 'Completed';
  return game.finished ? 'Finished' : 'New';
}
