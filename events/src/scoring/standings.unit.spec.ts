import { competitionRanks, showTotal } from './standings';

describe('standings rules', () => {
  it('ranks ties together and skips the next rank', () => {
    expect(competitionRanks([30, 20, 20, 10])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([5, 5, 5])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('adds Amazing Race mini-game points only beyond the team points (docs/scoring.md#show-totals)', () => {
    expect(showTotal('amazing_race', 10, 4)).toBe(10);
    expect(showTotal('amazing_race', 10, 15)).toBe(15);
    expect(showTotal('amazing_race', -3, 0)).toBe(0);
    expect(showTotal('big_brother', 10, 4)).toBe(14);
  });
});
