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

  it('offers everything, nothing yet and each week or episode of the season', () => {
    const options = watchedOptions('amazing_race');
    expect(options).toHaveLength(2 + 24);
    expect(options[0]).toEqual({ value: '', label: 'Everything (no spoiler guard)' });
    expect(options[2]).toEqual({ value: '1', label: 'Week 1' });
    expect(watchedOptions('survivor').at(-1)).toEqual({ value: '35', label: 'Episode 35' });
    expect(parseWatched('')).toBeNull();
    expect(parseWatched('0')).toBe(0);
    expect(parseWatched('7')).toBe(7);
  });
});
