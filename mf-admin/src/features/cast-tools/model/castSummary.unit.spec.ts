import { castCountText, castSummary } from './castSummary';

const member = (isActive: boolean, demo: boolean) => ({ isActive, demo, season: 38 });

describe('cast summary', () => {
  it('counts the cast and spots the demo cast', () => {
    expect(castSummary([member(true, true), member(false, true)])).toEqual({ count: 2, active: 1, demo: true, season: 38 });
    expect(castSummary([member(true, false)])?.demo).toBe(false);
    expect(castSummary([])).toEqual({ count: 0, active: 0, demo: false, season: null });
    expect(castSummary(undefined)).toBeNull();
  });

  it('words the count', () => {
    const noun = { one: 'team', many: 'teams' };
    expect(castCountText({ count: 13, active: 13, demo: true, season: 38 }, noun)).toBe('13 teams');
    expect(castCountText({ count: 13, active: 11, demo: true, season: 38 }, noun)).toBe('13 teams (2 out)');
    expect(castCountText({ count: 1, active: 1, demo: false, season: 38 }, noun)).toBe('1 team');
  });
});
