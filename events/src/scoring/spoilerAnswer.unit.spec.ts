import { asksHowFarWatched, scoredPeriodsOf } from './spoilerAnswer';

const scored = [{ showType: 'big_brother' as const, periods: [1, 2, 3], position: 40 }];

describe('the spoiler question', () => {
  it('is asked only once a week or episode of the show is scored, and only until it is answered', () => {
    expect(asksHowFarWatched({}, 'big_brother', scored)).toBe(true);
    expect(asksHowFarWatched({}, 'survivor', scored)).toBe(false);
    expect(asksHowFarWatched({}, 'survivor', undefined)).toBe(false);
    expect(asksHowFarWatched({ big_brother: null }, 'big_brother', scored)).toBe(false);
    expect(asksHowFarWatched({ big_brother: 0 }, 'big_brother', scored)).toBe(false);
  });

  it('offers the scored weeks or episodes only', () => {
    expect(scoredPeriodsOf(scored, 'big_brother')).toEqual([1, 2, 3]);
    expect(scoredPeriodsOf(scored, 'amazing_race')).toEqual([]);
  });
});
