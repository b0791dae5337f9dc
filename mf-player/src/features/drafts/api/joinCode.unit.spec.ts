import { isCompleteJoinCode, normalizeJoinCode } from './joinCode';

describe('join code input', () => {
  it('uppercases and keeps at most 6 characters', () => {
    expect(normalizeJoinCode('abc123')).toBe('ABC123');
    expect(normalizeJoinCode('abc1234')).toBe('ABC123');
    expect(normalizeJoinCode(' ab c1 ')).toBe('ABC1');
  });

  it('accepts exactly 6 characters', () => {
    expect(isCompleteJoinCode('ABC123')).toBe(true);
    expect(isCompleteJoinCode('ABC12')).toBe(false);
    expect(isCompleteJoinCode('')).toBe(false);
  });
});
