import { DEFAULT_LEAGUE_RULES } from '@reality-draft/events';
import { ruleProblem, rulesInputs, rulesRequest } from './rulesForm';

const inputs = rulesInputs(DEFAULT_LEAGUE_RULES);

describe("the league admin's rules form", () => {
  it('is filled from the league’s rules', () => {
    expect(inputs).toEqual({ perPlayer: '2', pointCost: '0', claimHours: '24', tradesEnabled: true, reviewHours: '24' });
  });

  it('sends every rule as a whole number, trades on or off', () => {
    expect(rulesRequest({ ...inputs, pointCost: '2', claimHours: ' 0 ', tradesEnabled: false })).toEqual({
      request: { replacements: { perPlayer: 2, pointCost: 2, claimHours: 0 }, trades: { enabled: false, reviewHours: 24 } },
      problems: null,
    });
    expect(rulesRequest({ ...inputs, perPlayer: '10', pointCost: '50', claimHours: '72', reviewHours: '72' }).problems).toBeNull();
  });

  it('names each number out of its bounds, and sends nothing', () => {
    expect(ruleProblem('perPlayer', '11')).toBe('Replacements per player must be a whole number from 0 to 10.');
    expect(ruleProblem('pointCost', '-1')).toBe('Points per replacement must be a whole number from 0 to 50.');
    expect(ruleProblem('claimHours', '1.5')).toBe('Claim window (hours) must be a whole number from 0 to 72.');
    expect(ruleProblem('reviewHours', '')).toBe('Trade review (hours) must be a whole number from 0 to 72.');
    expect(ruleProblem('claimHours', '0')).toBeNull();
    const refused = rulesRequest({ ...inputs, perPlayer: '11', claimHours: 'abc' });
    expect(refused.request).toBeNull();
    expect(Object.keys(refused.problems ?? {})).toEqual(['perPlayer', 'claimHours']);
  });
});
