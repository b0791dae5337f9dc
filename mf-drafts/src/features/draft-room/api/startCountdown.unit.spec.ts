import { secondsUntilStart, startingInText } from './startCountdown';

const startsAt = '2026-11-21T20:00:10.000Z';
const now = (seconds: number) => Date.parse('2026-11-21T20:00:00.000Z') + seconds * 1000;

describe('the start countdown', () => {
  it('counts whole seconds down to startsAt on the given clock', () => {
    expect(secondsUntilStart({ status: 'pending', startsAt }, now(0))).toBe(10);
    expect(secondsUntilStart({ status: 'pending', startsAt }, now(0.4))).toBe(10);
    expect(secondsUntilStart({ status: 'pending', startsAt }, now(9.5))).toBe(1);
    expect(secondsUntilStart({ status: 'pending', startsAt }, now(12))).toBe(0);
  });

  it('is none without a countdown or once the draft started', () => {
    expect(secondsUntilStart({ status: 'pending', startsAt: null }, now(0))).toBeNull();
    expect(secondsUntilStart({ status: 'active', startsAt }, now(0))).toBeNull();
  });

  it('words it', () => {
    expect(startingInText(10)).toBe('Starting in 10 s');
    expect(startingInText(0)).toBe('Starting now…');
  });
});
