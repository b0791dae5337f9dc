import { gameRules } from './gameRules';

describe('game rules', () => {
  it("lists the spec's point values per show", () => {
    expect(gameRules('amazing_race').scoring.map((s) => s.points)).toEqual([5, 4, 3, 2, 1, 3]);
    expect(gameRules('big_brother').scoring).toEqual([
      { label: 'Head of Household', points: 3 },
      { label: 'Veto', points: 2 },
      { label: 'BB Blockbuster', points: 1 },
      { label: 'Survived the block', points: 1 },
    ]);
    expect(gameRules('survivor').scoring.map((s) => s.points)).toEqual([5, 3, 4, 1, 10, 20]);
  });

  it('states the Amazing Race total rule', () => {
    expect(gameRules('amazing_race').total).toContain('max(0, mini-game points − team points)');
  });
});
