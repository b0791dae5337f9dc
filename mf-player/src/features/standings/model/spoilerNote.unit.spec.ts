import { parseWatched, spoilerHint, spoilerNote, watchedOptions } from './spoilerNote';

describe('spoiler guard words', () => {
  it('says nothing while everything counts', () => {
    expect(spoilerNote('big_brother', null)).toBeNull();
    expect(spoilerNote('big_brother', undefined)).toBeNull();
  });

  it('names the weeks or episodes that count', () => {
    expect(spoilerNote('amazing_race', 4)).toBe('Counting weeks 1-4 — your spoiler guard');
    expect(spoilerNote('survivor', 12)).toBe('Counting episodes 1-12 — your spoiler guard');
    expect(spoilerNote('big_brother', 1)).toBe('Counting episode 1 only — your spoiler guard');
    expect(spoilerNote('big_brother', 0)).toBe('Counting no episodes yet — your spoiler guard');
  });

  it('says what stays hidden', () => {
    expect(spoilerHint('big_brother', 3)).toBe('Results after episode 3 are hidden from your leaderboards, charts and breakdowns until you move it.');
    expect(spoilerHint('amazing_race', 0)).toMatch(/^Every week's results are hidden/);
  });

  it('offers everything, nothing yet and each scored week or episode, not the season’s unscored ones', () => {
    const options = watchedOptions('amazing_race', [1, 2, 3], null);
    expect(options).toHaveLength(2 + 3);
    expect(options[0]).toEqual({ value: '', label: 'Everything (no spoiler guard)' });
    expect(options[1]).toEqual({ value: '0', label: 'Nothing yet (hide every week)' });
    expect(options[2]).toEqual({ value: '1', label: 'Week 1' });
    expect(watchedOptions('survivor', [1, 2, 3], null).at(-1)).toEqual({ value: '3', label: 'Episode 3' });
    expect(watchedOptions('survivor', [], null)).toHaveLength(2);
    // A guard set before a correction removed its episode's results stays shown as chosen.
    expect(watchedOptions('survivor', [1, 2], 5).map((option) => option.value)).toEqual(['', '0', '1', '2', '5']);
    expect(parseWatched('')).toBeNull();
    expect(parseWatched('0')).toBe(0);
    expect(parseWatched('7')).toBe(7);
  });
});
