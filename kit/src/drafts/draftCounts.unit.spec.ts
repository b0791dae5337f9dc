import { countOf, playerCount } from './draftCounts';

describe('draft counts', () => {
  it('counts players, singular only for one', () => {
    expect(playerCount(0)).toBe('0 players');
    expect(playerCount(1)).toBe('1 player');
    expect(playerCount(3)).toBe('3 players');
  });

  it('counts any noun the same way', () => {
    expect(countOf(1, 'participant')).toBe('1 participant');
    expect(countOf(2, 'participant')).toBe('2 participants');
  });
});
