import { draftProgress, picksOutOf } from './draftProgress';

describe('draft progress', () => {
  it('counts picks out of participants x 3 and shows the round on the clock', () => {
    expect(draftProgress({ status: 'active', picksMade: 4, currentRound: 2 }, 3)).toEqual({
      picksMade: 4,
      totalPicks: 9,
      round: 2,
      rounds: 3,
      fraction: 4 / 9,
    });
  });

  it('derives the round when the server gives none', () => {
    expect(draftProgress({ status: 'active', picksMade: 2, currentRound: null }, 2).round).toBe(2);
  });

  it('has no round before the start and the last round once complete', () => {
    expect(draftProgress({ status: 'pending', picksMade: 0, currentRound: null }, 2).round).toBeNull();
    expect(draftProgress({ status: 'completed', picksMade: 6, currentRound: null }, 2)).toMatchObject({ round: 3, fraction: 1 });
  });

  it('writes picks as n/3', () => {
    expect(picksOutOf(2)).toBe('2/3');
  });
});
