import type { LeaderboardRow } from '@reality-draft/events';
import { cumulative, lastScoredPeriod, pointsChartModel } from './cumulativeSeries';

const row = (playerId: string, rank: number, pointsByPeriod: number[]): LeaderboardRow => ({
  playerId,
  playerFirstName: playerId,
  playerLastName: null,
  playerEmail: null,
  totalPoints: pointsByPeriod.reduce((sum, points) => sum + points, 0),
  rank,
  tied: false,
  teamsDrafted: 3,
  stillIn: 3,
  draftPoints: 0,
  miniGamePoints: 0,
  pointsByPeriod,
});

const nameOf = (r: LeaderboardRow) => r.playerFirstName ?? '?';

describe('points over time', () => {
  it('adds up running totals, penalties included', () => {
    expect(cumulative([1, 0, 3, -2])).toEqual([1, 1, 4, 2]);
    expect(cumulative([])).toEqual([]);
  });

  it('ends at the last week anyone scored in, or at the spoiler guard', () => {
    const rows = [row('a', 1, [3, 0, 2, 0, 0]), row('b', 2, [0, 1, 0, 0, 0])];
    expect(lastScoredPeriod(rows)).toBe(3);
    expect(lastScoredPeriod(rows, 2)).toBe(2);
    expect(lastScoredPeriod(rows, 9)).toBe(3);
    expect(lastScoredPeriod([row('c', 1, [0, 0])])).toBe(0);
  });

  it('draws each player as a running total per episode', () => {
    const model = pointsChartModel([row('a', 1, [3, 0, 2, 0]), row('b', 2, [0, 1, 0, 0])], { showType: 'big_brother', youId: 'b', nameOf });
    expect(model.periodWord).toBe('episode');
    expect(model.series.map((s) => [s.key, s.name, s.isYou])).toEqual([
      ['s0', 'a', false],
      ['s1', 'b (you)', true],
    ]);
    expect(model.data).toEqual([
      { period: 1, s0: 3, s1: 0 },
      { period: 2, s0: 3, s1: 1 },
      { period: 3, s0: 5, s1: 1 },
    ]);
    expect(model.leftOut).toBe(0);
  });

  it('keeps the leaders and you, leaving the rest out (and says how many)', () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(`p${i}`, i + 1, [9 - i]));
    const model = pointsChartModel(rows, { showType: 'amazing_race', youId: 'p8', maxSeries: 4, nameOf });
    expect(model.series.map((s) => s.playerId)).toEqual(['p0', 'p1', 'p2', 'p8']);
    expect(model.leftOut).toBe(5);
    expect(model.periodWord).toBe('week');
  });

  it('has no points to draw before anything is scored', () => {
    expect(pointsChartModel([row('a', 1, [0, 0])], { showType: 'survivor', nameOf }).data).toEqual([]);
    expect(pointsChartModel([], { showType: 'survivor', nameOf })).toEqual({ periodWord: 'episode', data: [], series: [], leftOut: 0 });
  });
});
