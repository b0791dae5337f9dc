import type { PlayerMiniGameItem } from '@reality-draft/events';
import { bannerGames, listBadge } from './dashboardGames';

const game = (id: string, over: Partial<PlayerMiniGameItem> = {}): PlayerMiniGameItem => ({
  id,
  title: id,
  description: '',
  gameType: 'rush_hour',
  isCompleted: false,
  completed: false,
  attemptsUsed: 0,
  maxAttempts: 1,
  hasActiveAttempt: false,
  bestTime: null,
  finished: false,
  pointsAwarded: null,
  draft: { id: 'd', showType: 'amazing_race', joinCode: 'RACE01' },
  sentAt: '2026-03-12T10:00:00.000Z',
  ...over,
});

describe("the dashboard's mini-games", () => {
  it('show new games first in the banner, three at most, and count the rest', () => {
    const games = [game('done', { completed: true }), game('a'), game('tried', { attemptsUsed: 1 }), game('b', { sentAt: '2026-03-13T00:00:00.000Z' })];
    const { shown, more } = bannerGames(games);
    expect(shown.map((g) => g.id)).toEqual(['b', 'a', 'tried']);
    expect(more).toBe(1);
    expect(bannerGames(undefined)).toEqual({ shown: [], more: 0 });
  });

  it("badge a game 'Completed' or 'New'", () => {
    expect(listBadge(game('x', { isCompleted: true }))).toBe('Completed');
    expect(listBadge(game('x', { completed: true }))).toBe('Completed');
    expect(listBadge(game('x', { attemptsUsed: 1 }))).toBe('New');
  });
});
