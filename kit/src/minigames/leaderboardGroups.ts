// The mini-game leaderboard grouped by game (docs/mini-games.md#leaderboard): each game's rows fastest first, the games
// in the order the server lists them; the your-teams pages show a show's games, top 10 each.
import type { MiniGameLeaderboardEntry, ShowType } from '@reality-draft/events';

export interface MiniGameGroup {
  miniGameId: string;
  gameTitle: string;
  gameType: MiniGameLeaderboardEntry['gameType'];
  draft: MiniGameLeaderboardEntry['draft'];
  entries: MiniGameLeaderboardEntry[];
}

export const TOP_TIMES = 10;

export function groupByGame(entries: readonly MiniGameLeaderboardEntry[] | undefined, limit = Infinity): MiniGameGroup[] {
  const groups = new Map<string, MiniGameGroup>();
  for (const entry of entries ?? []) {
    const group = groups.get(entry.miniGameId) ?? {
      miniGameId: entry.miniGameId,
      gameTitle: entry.gameTitle,
      gameType: entry.gameType,
      draft: entry.draft,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(entry.miniGameId, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    entries: group.entries.sort((a, b) => a.rank - b.rank || a.bestTime - b.bestTime).slice(0, limit),
  }));
}

/** The games of one show's drafts, each with its ten best times. */
export function showGameGroups(entries: readonly MiniGameLeaderboardEntry[] | undefined, showType: ShowType, limit = TOP_TIMES): MiniGameGroup[] {
  return groupByGame(
    (entries ?? []).filter((entry) => entry.draft?.showType === showType),
    limit,
  );
}

/** "Jordan Tester", else the e-mail, else 'Unknown Player'. */
export function leaderboardPlayerName(entry: Pick<MiniGameLeaderboardEntry, 'playerFirstName' | 'playerLastName' | 'playerEmail'>): string {
  const name = [entry.playerFirstName, entry.playerLastName].filter(Boolean).join(' ').trim();
  return name || entry.playerEmail || 'Unknown Player';
}
