import type { LeaderboardRow } from '@reality-draft/events';
import { cumulative, lastScoredPeriod, pointsChartModel } from './cumulativeSeries';

/** A row as the server answers it: runningTotals by default the drafted points' running sum (no mini-game awards). */
const row = (playerId: string, rank: number, pointsByPeriod: number[], runningTotals = [0, ...cumulative(pointsByPeriod)]): LeaderboardRow => ({
  playerId,
  playerFirstName: playerId,
  playerLastName: null,
  playerEmail: null,
  totalPoints: runningTotals.at(-1)!,
  rank,
  tied: false,
  teamsDrafted: 3,
  stillIn: 3,
  draftPoints: pointsByPeriod.reduce((sum, points) => sum + points, 0),
  miniGamePoints: 0,
  predictionPoints: 0,
  replacementPoints: 0,
  pointsByPeriod,
  runningTotals,
});

const nameOf = (r: LeaderboardRow) => r.playerFirstName ?? '?';

describe('points over time', () => {
  it('adds up running totals, penalties included', () => {
    expect(cumulative([1, 0, 3, -2])).toEqual([1, 1, 4, 2]);
    expect(cumulative([])).toEqual([]);
  });

  it('draws a replacement’s cost where it falls, below zero too', () => {
    // Episode 2: nothing scored, but a won claim cost 2 points: the line moves, and the chart reaches it.
    const replaced = { ...row('a', 1, [1, -2], [0, 1, -1]), replacementPoints: -2 };
    expect(lastScoredPeriod([replaced])).toBe(2);
    const model = pointsChartModel([replaced], { showType: 'big_brother', nameOf });
    expect(model.data).toEqual([
      { period: 1, s0: 1 },
      { period: 2, s0: -1 },
    ]);
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
    expect(pointsChartModel([], { showType: 'survivor', nameOf })).toEqual({ periodWord: 'episode', data: [], lastPeriod: 0, series: [], leftOut: 0 });
  });

  it("ends each line at the table's total: a mini-game award counts in the episode it was awarded in", () => {
    // 2nd on the table with 8 (3 drafted, 5 from a mini-game finished in episode 3), the leader at 6.
    const rows = [row('a', 1, [4, 0, 2, 0]), row('b', 2, [3, 0, 0, 0], [0, 3, 3, 8, 8])];
    const model = pointsChartModel(rows, { showType: 'big_brother', nameOf });
    expect(model.lastPeriod).toBe(3);
    expect(model.data.at(-1)).toEqual({ period: 3, s0: 6, s1: 8 });
    rows.forEach((one, index) => expect(model.data.at(-1)![`s${index}`]).toBe(one.totalPoints));
  });

  it("ends each line at the table's total with prediction points: a correct prediction counts in its episode", () => {
    // Episode 2: 'b' called who went home (+2, in pointsByPeriod and runningTotals as the server sends them).
    const rows = [row('a', 1, [4, 1, 0]), { ...row('b', 2, [3, 2, 0]), draftPoints: 3, predictionPoints: 2 }];
    const model = pointsChartModel(rows, { showType: 'survivor', nameOf });
    expect(model.lastPeriod).toBe(2);
    expect(model.data).toEqual([
      { period: 1, s0: 4, s1: 3 },
      { period: 2, s0: 5, s1: 5 },
    ]);
    rows.forEach((one, index) => expect(model.data.at(-1)![`s${index}`]).toBe(one.totalPoints));
  });

  it('starts before week 1 when mini-game points came before any week was scored', () => {
    const model = pointsChartModel([row('a', 1, [0, 3, 0], [2, 2, 5, 5]), row('b', 2, [1, 0, 0])], { showType: 'amazing_race', nameOf });
    expect(model.data).toEqual([
      { period: 0, s0: 2, s1: 0 },
      { period: 1, s0: 2, s1: 1 },
      { period: 2, s0: 5, s1: 1 },
    ]);
    // Nothing watched yet: the mini-game points are all there is to draw.
    expect(pointsChartModel([row('a', 1, [0, 3], [2, 2, 5])], { showType: 'amazing_race', watchedThrough: 0, nameOf }).data).toEqual([{ period: 0, s0: 2 }]);
  });
});
