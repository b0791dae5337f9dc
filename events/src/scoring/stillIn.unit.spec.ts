import { hasAnsweredSpoilerGuard, watchedThroughText } from './spoilerAnswer';
import { eliminationSeen, stillInCount, stillInFor, stillInText } from './stillIn';

describe('still in', () => {
  it('counts the drafted items not eliminated', () => {
    expect(stillInCount([{ isActive: true }, { isActive: false }, { isActive: true }])).toBe(2);
    expect(stillInCount([])).toBe(0);
  });

  it('reads "2 of 3 still in", and nothing before a pick', () => {
    expect(stillInText(2, 3)).toBe('2 of 3 still in');
    expect(stillInText(0, 3)).toBe('0 of 3 still in');
    expect(stillInText(0, 0)).toBeNull();
  });

  it('keeps one who went out after the last episode watched in, for that viewer (no spoiler)', () => {
    expect(stillInFor(true, null, 1)).toBe(true);
    expect(stillInFor(false, 3, 2)).toBe(true);
    expect(stillInFor(false, 3, 3)).toBe(false);
    expect(stillInFor(false, 3, null)).toBe(false);
    expect(stillInFor(false, null, 1)).toBe(false);
    expect(stillInFor(false, undefined, undefined)).toBe(false);
  });

  it("shows an elimination only to one who has watched that far: later ones are 'later' (hidden behind a tap)", () => {
    expect(eliminationSeen(true, null, 1)).toBe('in');
    expect(eliminationSeen(false, 2, 1)).toBe('later');
    expect(eliminationSeen(false, 2, 0)).toBe('later');
    expect(eliminationSeen(false, 2, 2)).toBe('out');
    expect(eliminationSeen(false, 2, null)).toBe('out');
    expect(eliminationSeen(false, 2, undefined)).toBe('out');
    expect(eliminationSeen(false, null, 1)).toBe('out');
  });
});

describe('spoiler guard answered', () => {
  it('is answered once a show has a value, caught up (null) included', () => {
    expect(hasAnsweredSpoilerGuard({ big_brother: null }, 'big_brother')).toBe(true);
    expect(hasAnsweredSpoilerGuard({ big_brother: 0 }, 'big_brother')).toBe(true);
    expect(hasAnsweredSpoilerGuard({ big_brother: 3 }, 'survivor')).toBe(false);
    expect(hasAnsweredSpoilerGuard({}, 'amazing_race')).toBe(false);
    expect(hasAnsweredSpoilerGuard(undefined, 'amazing_race')).toBe(false);
  });

  it('names the period of the show', () => {
    expect(watchedThroughText('survivor', 4)).toBe('Watched through episode 4');
    expect(watchedThroughText('amazing_race', 2)).toBe('Watched through week 2');
  });
});
