import { formatGameTime } from './gameTime';
import { rankIconKind } from './rankIconKind';

describe('formatGameTime', () => {
  it('shows seconds under a minute', () => {
    expect(formatGameTime(0)).toBe('0s');
    expect(formatGameTime(45)).toBe('45s');
    expect(formatGameTime(59.9)).toBe('59s');
  });

  it('shows m:ss from a minute on', () => {
    expect(formatGameTime(60)).toBe('1:00');
    expect(formatGameTime(75)).toBe('1:15');
    expect(formatGameTime(3600)).toBe('60:00');
  });

  it('reads negative or non-finite input as 0s', () => {
    expect(formatGameTime(-5)).toBe('0s');
    expect(formatGameTime(Number.NaN)).toBe('0s');
  });
});

describe('rankIconKind', () => {
  it('gives the top three a trophy, a medal and an award', () => {
    expect([1, 2, 3, 4].map(rankIconKind)).toEqual(['trophy', 'medal', 'award', null]);
  });
});
