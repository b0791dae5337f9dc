// The jigsaw's 'Best Times' card: this game's rows of the mini-game leaderboard, fastest first,
// and the point-system text.
import { AWARD_RULE_TEXT, RANKING_ORDER_TEXT, type MiniGameLeaderboardEntry } from '@reality-draft/events';

export const BEST_TIMES_SHOWN = 10;

export const POINT_SYSTEM_TEXT = `When the admin finishes the game, ${AWARD_RULE_TEXT}. ${RANKING_ORDER_TEXT}`;

export function bestTimesOf(entries: readonly MiniGameLeaderboardEntry[] | undefined, miniGameId: string): MiniGameLeaderboardEntry[] {
  return (entries ?? [])
    .filter((entry) => entry.miniGameId === miniGameId)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, BEST_TIMES_SHOWN);
}

export function entryName(entry: Pick<MiniGameLeaderboardEntry, 'playerFirstName' | 'playerLastName'>): string {
  return [entry.playerFirstName, entry.playerLastName].filter(Boolean).join(' ').trim() || 'Unknown Player';
}
