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

  it('states the draft rules: 3 picks over 3 rounds in snake order', () => {
    for (const show of ['amazing_race', 'big_brother', 'survivor'] as const) {
      const draft = gameRules(show).draft.join(' ');
      expect(draft).toContain('6-digit code');
      expect(draft).toMatch(/drafts 3 (teams|contestants) over 3 rounds in snake order/);
      expect(draft).toContain('even rounds in reverse');
    }
    expect(gameRules('amazing_race').draft.join(' ')).toContain('3 teams');
  });

  it('states what mini-games award: 3, 2 and 1 points to the three fastest', () => {
    expect(gameRules('survivor').miniGames).toContain('the three fastest score 3, 2 and 1 points');
  });

  it('states the Amazing Race total rule', () => {
    expect(gameRules('amazing_race').total).toContain('max(0, mini-game points − team points)');
  });
});
