/** Test code: the season after the draft over HTTP — a week's points, a mini-game played and finished, the leaderboard. */
import type { DraftRoom, FinishAnswer, LeaderboardRow, StartAnswer } from '@reality-draft/events';
import { atHumanPace, jigsawSolve } from '../jigsawPlay';
import type { ApiClient } from './apiClient';
import type { Player } from './accountSteps';

/**
 * The admin enters week 1's placement points for every drafted team (a different number for each);
 * what each player should then have from the draft comes back, by player id.
 */
export async function enterWeekOne(api: ApiClient, admin: string, room: DraftRoom): Promise<Map<string, number>> {
  const expected = new Map<string, number>();
  for (const pick of room.picks) {
    const points = pick.pickNumber;
    await enterPlacement(api, admin, pick.teamId!, 1, points);
    expected.set(pick.playerId, (expected.get(pick.playerId) ?? 0) + points);
  }
  return expected;
}

/** The admin enters a team's placement points for a week; the same team and week again is a correction (the previous value kept in the log). */
export const enterPlacement = (api: ApiClient, admin: string, teamId: string, week: number, points: number) =>
  api.ok('POST', '/point-totals-table', { token: admin, body: { teamId, week, points, pointType: 'placement' } });

export const leaderboard = (api: ApiClient, token: string, draftId: string) =>
  api.ok<LeaderboardRow[]>('GET', `/leaderboard?draftId=${encodeURIComponent(draftId)}`, { token });

/** Each row's draft and mini-game points by player id, for comparing with what was entered. */
export const pointsByPlayer = (rows: LeaderboardRow[]) =>
  Object.fromEntries(rows.map((row) => [row.playerId, { draft: row.draftPoints, miniGames: row.miniGamePoints, total: row.totalPoints }]));

/** The admin sends the jigsaw to the draft; `player` starts it, solves it at a person's pace and completes it; the admin finishes it. */
export async function playJigsaw(api: ApiClient, admin: string, draftId: string, player: Player): Promise<FinishAnswer> {
  const { id } = await api.ok<{ id: string }>('POST', '/admin/mini-games/send', { token: admin, body: { draftId, gameType: 'jigsaw' } }, 201);
  const { puzzle } = await api.ok<StartAnswer>('POST', `/player/mini-games/${id}/start`, { token: player.token, body: {} });
  await atHumanPace(puzzle);
  await api.ok('POST', `/player/mini-games/${id}/complete`, { token: player.token, body: { moves: jigsawSolve(puzzle) } });
  return api.ok<FinishAnswer>('POST', `/admin/mini-games/${id}/finish`, { token: admin, body: {} });
}
