import { castOutLabel, castOutLine } from './castOutLabel';

describe('cast out labels', () => {
  it("names each show's way out, with the episode or week when known", () => {
    expect(castOutLine('big_brother', 3)).toBe('Evicted in episode 3');
    expect(castOutLine('survivor', 12)).toBe('Voted out in episode 12');
    expect(castOutLine('amazing_race', 2)).toBe('Eliminated in week 2');
    expect(castOutLine('survivor', null)).toBe('Voted out');
    expect(castOutLine('amazing_race', undefined)).toBe('Eliminated');
    expect(castOutLabel('big_brother')).toBe('EVICTED');
  });
});
