// What the dashboard puts first (issue 10: "what do I do now"): a live draft to pick in, else a
// mini-game to play, else a waiting room, else the standings of the drafts played; a player in no
// draft yet is shown how to join one.
import { canPlayGame, orderPlayerGames } from '@reality-draft/kit';
import type { DraftSummary, PlayerMiniGameItem } from '@reality-draft/events';

export type NextStep =
  | { kind: 'live'; draft: DraftSummary }
  | { kind: 'game'; game: PlayerMiniGameItem; more: number }
  | { kind: 'waiting'; draft: DraftSummary }
  | { kind: 'standings'; draft: DraftSummary }
  | { kind: 'join' };

const latest = (drafts: DraftSummary[]) =>
  [...drafts].sort((a, b) => (b.completedAt ?? b.startedAt ?? b.createdAt).localeCompare(a.completedAt ?? a.startedAt ?? a.createdAt))[0];

/** The step, once the player's drafts are known (the games may still be loading: then none). */
export function nextStep(drafts: readonly DraftSummary[] | undefined, games: readonly PlayerMiniGameItem[] | undefined): NextStep | null {
  if (!drafts) return null;
  const live = drafts.filter((draft) => draft.status === 'active');
  if (live.length) return { kind: 'live', draft: latest(live) };
  const playable = orderPlayerGames(games ?? []).filter(canPlayGame);
  if (playable.length) return { kind: 'game', game: playable[0], more: playable.length - 1 };
  const waiting = drafts.filter((draft) => draft.status === 'pending');
  if (waiting.length) return { kind: 'waiting', draft: latest(waiting) };
  if (drafts.length) return { kind: 'standings', draft: latest([...drafts]) };
  return { kind: 'join' };
}
