import type { PlayerMiniGameItem } from '@reality-draft/events';
import { sampleMiniGameItem } from '@reality-draft/kit/testing';
import { bannerGames, listBadge } from './dashboardGames';

const game = (id: string, over: Partial<PlayerMiniGameItem> = {}): PlayerMiniGameItem =>
  sampleMiniGameItem({ id, title: id, gameType: 'rush_hour', draft: { id: 'd', showType: 'amazing_race', joinCode: 'RACE01', name: null }, ...over });

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
    expect(listBadge(game('x', { finished: true }))).toBe('Finished');
    expect(listBadge(game('x', { finished: true, completed: true }))).toBe('Completed');
  });
});
