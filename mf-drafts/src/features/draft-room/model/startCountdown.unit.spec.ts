import { secondsUntilStart, startingInText, waitingStart } from './startCountdown';

const startsAt = '2026-11-21T20:00:10.000Z';
const now = (seconds: number) => Date.parse('2026-11-21T20:00:00.000Z') + seconds * 1000;
const countdown = { status: 'pending', startsAt, startKind: 'countdown' } as const;

describe('the start countdown', () => {
  it('counts whole seconds down to startsAt on the given clock', () => {
    expect(secondsUntilStart(countdown, now(0))).toBe(10);
    expect(secondsUntilStart(countdown, now(0.4))).toBe(10);
    expect(secondsUntilStart(countdown, now(9.5))).toBe(1);
    expect(secondsUntilStart(countdown, now(12))).toBe(0);
  });

  it('is none without a countdown, for a start time, or once the draft started', () => {
    expect(secondsUntilStart({ status: 'pending', startsAt: null, startKind: null }, now(0))).toBeNull();
    expect(secondsUntilStart({ ...countdown, startKind: 'schedule' }, now(0))).toBeNull();
    expect(secondsUntilStart({ ...countdown, status: 'active' }, now(0))).toBeNull();
  });

  it("tells the admin's countdown from a start time", () => {
    expect(waitingStart(countdown)).toBe('countdown');
    expect(waitingStart({ ...countdown, startKind: 'schedule' })).toBe('schedule');
    expect(waitingStart({ status: 'pending', startsAt: null, startKind: null })).toBeNull();
    expect(waitingStart({ ...countdown, status: 'completed' })).toBeNull();
  });

  it('words it', () => {
    expect(startingInText(10)).toBe('Starting in 10 s');
    expect(startingInText(0)).toBe('Starting now…');
  });
});
