// The top three of a mini-game leaderboard get a trophy, a medal and an award (docs/mini-games.md#leaderboard).
export type RankIconKind = 'trophy' | 'medal' | 'award';

export function rankIconKind(rank: number): RankIconKind | null {
  if (rank === 1) return 'trophy';
  if (rank === 2) return 'medal';
  if (rank === 3) return 'award';
  return null;
}
