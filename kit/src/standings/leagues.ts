// A person's leagues (the drafts they play in; an admin's, the drafts they run) as the standings show
// them: live ones first, then finished, then those still waiting, the most recent first within each;
// and which league a standings view opens on.
import type { DraftStatus, DraftSummary, ScoredShow } from '@reality-draft/events';

type League = Pick<DraftSummary, 'id' | 'status' | 'createdAt' | 'startedAt'> & Partial<Pick<DraftSummary, 'showType'>>;

const STATUS_ORDER: Record<DraftStatus, number> = { active: 0, completed: 1, pending: 2 };

const startOf = (league: League) => league.startedAt ?? league.createdAt;

/** Live leagues first, then finished ones, then those not started; the latest first within each. */
export function orderLeagues<T extends League>(leagues: readonly T[]): T[] {
  return [...leagues].sort(
    (a, b) => (STATUS_ORDER[a.status] ?? 3) - (STATUS_ORDER[b.status] ?? 3) || startOf(b).localeCompare(startOf(a)) || a.id.localeCompare(b.id),
  );
}

/** The league a person last opened in the standings, and the latest scored position (ScoredShow's) they had then. */
export interface ViewedLeague {
  id: string;
  position: number;
}

/** What a ViewedLeague keeps of the scored periods: how recent the latest result is. */
export const latestScoredPosition = (scored: readonly Pick<ScoredShow, 'position'>[] = []): number =>
  scored.reduce((latest, show) => Math.max(latest, show.position), 0);

/**
 * The league asked for (a link's ?draft=) when it is one of theirs; else the one they last viewed
 * (`viewed`), while nothing has been scored since; else, given the shows' scored periods
 * (GET /api/scored-periods, the latest scored first), where the news is: the first started league of the
 * show scored most recently; else the first in order. Null without any.
 */
export function chooseLeague<T extends League>(
  leagues: readonly T[],
  requested?: string | null,
  scored: readonly Pick<ScoredShow, 'showType' | 'position'>[] = [],
  viewed?: ViewedLeague | null,
): T | null {
  const asked = leagues.find((league) => league.id === requested);
  if (asked) return asked;
  const kept = viewed && latestScoredPosition(scored) <= viewed.position ? leagues.find((league) => league.id === viewed.id) : undefined;
  if (kept) return kept;
  const ordered = orderLeagues(leagues);
  for (const { showType } of scored) {
    const news = ordered.find((league) => league.showType === showType && league.status !== 'pending');
    if (news) return news;
  }
  return ordered[0] ?? null;
}

/** The mini-game leaderboard's tab beside the leagues. */
export const MINI_GAMES_TAB = 'mini-games';
export const MINI_GAME_LEADERBOARD_PATH = '/mini-game-leaderboard';
