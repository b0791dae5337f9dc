import { competitionRanks, showTotal, standingsOrder, tiebreak } from './standings';

describe('standings rules', () => {
  it('ranks ties together and skips the next rank', () => {
    expect(competitionRanks([30, 20, 20, 10])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([5, 5, 5])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('lists players who share a rank by the tiebreak: first name, last name, then id (docs/scoring.md#ties)', () => {
    const row = (playerId: string, playerFirstName: string | null, playerLastName: string | null, totalPoints: number) => ({
      playerId,
      playerFirstName,
      playerLastName,
      totalPoints,
    });
    const rows = [row('p4', 'Ann', 'Zed', 10), row('p3', 'Ann', 'Bee', 10), row('p2', 'Cy', null, 30), row('p1', 'Ann', 'Bee', 10), row('p5', null, null, 10)];
    expect([...rows].sort(standingsOrder).map((r) => r.playerId)).toEqual(['p2', 'p5', 'p1', 'p3', 'p4']);
    expect(tiebreak(rows[0], rows[0])).toBe(0);
  });

  it('adds Amazing Race mini-game points only beyond the team points (docs/scoring.md#show-totals)', () => {
    expect(showTotal('amazing_race', 10, 4)).toBe(10);
    expect(showTotal('amazing_race', 10, 15)).toBe(15);
    expect(showTotal('amazing_race', -3, 0)).toBe(0);
    expect(showTotal('big_brother', 10, 4)).toBe(14);
  });
});
