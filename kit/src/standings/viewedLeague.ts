// The league a person last opened in the standings, kept per device in localStorage, so the Leaderboard
// and the dashboard's standings reopen it until something new is scored (chooseLeague).
import type { ScoredShow } from '@reality-draft/events';
import { latestScoredPosition, type ViewedLeague } from './leagues';

export const VIEWED_LEAGUE_KEY = 'viewedLeague';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function readViewedLeague(): ViewedLeague | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(VIEWED_LEAGUE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { id, position } = stored as Record<string, unknown>;
    return typeof id === 'string' && typeof position === 'number' ? { id, position } : null;
  } catch {
    return null;
  }
}

/** Remembers the league shown, with the latest result scored when it was shown. */
export function rememberViewedLeague(id: string, scored: readonly Pick<ScoredShow, 'position'>[] | undefined) {
  try {
    storage()?.setItem(VIEWED_LEAGUE_KEY, JSON.stringify({ id, position: latestScoredPosition(scored) }));
  } catch {
    // A full or blocked storage: the next visit opens where the news is.
  }
}
