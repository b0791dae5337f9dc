import type { PredictionPeriod } from '@reality-draft/events';
import { sampleContestant } from '@reality-draft/events/testing';
import {
  castChoices,
  correctPointsText,
  currentPeriodOf,
  earlierPeriods,
  lockInputValue,
  lockInstant,
  lockTimeText,
  lockText,
  nextLockInMs,
  resultMark,
  settingsRequest,
  unsettledText,
} from './predictionView';

const period = (n: number, over: Partial<PredictionPeriod> = {}): PredictionPeriod => ({
  draftId: 'd1',
  showType: 'survivor',
  period: n,
  locked: false,
  lockedBy: null,
  locksAt: null,
  pointsPerCorrect: 2,
  mine: null,
  predictions: null,
  ...over,
});

describe('who goes home, as the league page shows it', () => {
  it('offers the cast still in, in the catalogue’s order', () => {
    const cast = [
      sampleContestant(3, { name: 'Cy' }),
      sampleContestant(1, { name: 'Ann', isActive: false, eliminatedIn: 1 }),
      sampleContestant(2, { name: 'Bo' }),
    ];
    expect(castChoices(cast)).toEqual([
      { value: 'c2', label: 'Bo' },
      { value: 'c3', label: 'Cy' },
    ]);
  });

  it('words the points, the lock and each result', () => {
    expect(correctPointsText(2)).toBe('Correct prediction: 2 points');
    expect(correctPointsText(1)).toBe('Correct prediction: 1 point');
    expect(lockText(period(1))).toBeNull();
    expect(lockText(period(1, { locked: true, lockedBy: 'elimination' }))).toBe('Predictions for episode 1 are locked: its elimination is in.');
    expect(lockText(period(2, { locked: true, lockedBy: 'time' }))).toBe("Predictions for episode 2 closed at the league's lock time.");
    expect(resultMark(true)).toMatchObject({ symbol: '✓', label: 'Correct' });
    expect(resultMark(false)).toMatchObject({ symbol: '✗', label: 'Wrong' });
    expect(resultMark(null)).toBeNull();
    expect(unsettledText('elimination')).toBe('Behind your spoiler guard');
    expect(unsettledText('results')).toBe('Not settled yet');
    expect(unsettledText(null)).toBe('Not settled yet');
  });

  it('tells the period predicted now from the earlier ones', () => {
    const answer = { currentPeriod: 3, periods: [period(3), period(2), period(1)] };
    expect(currentPeriodOf(answer)?.period).toBe(3);
    expect(earlierPeriods(answer).map((one) => one.period)).toEqual([2, 1]);
    expect(currentPeriodOf({ currentPeriod: null, periods: [period(35)] })).toBeNull();
    expect(earlierPeriods({ currentPeriod: null, periods: [period(35)] }).map((one) => one.period)).toEqual([35]);
  });

  it('turns a datetime-local value into ISO 8601 with the zone’s offset, and back', () => {
    expect(lockInstant('2026-12-02T20:00', 'Europe/Berlin')).toBe('2026-12-02T20:00:00+01:00');
    expect(lockInstant('2026-07-02T20:00', 'Europe/Berlin')).toBe('2026-07-02T20:00:00+02:00');
    expect(lockInstant('2026-12-02T20:00', 'America/New_York')).toBe('2026-12-02T20:00:00-05:00');
    expect(lockInstant('')).toBeNull();
    expect(lockInstant('2026-02-30T20:00', 'UTC')).toBeUndefined();
    expect(lockInstant('2026-12-02', 'UTC')).toBeUndefined();
    expect(lockInputValue('2026-12-02T19:00:00.000Z', 'Europe/Berlin')).toBe('2026-12-02T20:00');
    expect(lockInputValue(null)).toBe('');
  });

  it('writes a lock time with its year only when it is not this year’s', () => {
    const now = Date.parse('2026-12-01T12:00:00.000Z');
    expect(lockTimeText('2026-12-02T20:00:00.000Z', now, 'en-US', 'UTC')).toBe('Wed, Dec 2, 8:00 PM');
    expect(lockTimeText('2030-12-02T20:00:00.000Z', now, 'en-US', 'UTC')).toBe('Mon, Dec 2, 2030, 8:00 PM');
  });

  it('builds the settings request: points 0-10, the current period’s lock only when it changed', () => {
    const current = { period: 3, locksAt: '2026-12-02T19:00:00.000Z' };
    expect(settingsRequest({ points: '5', lock: '2026-12-02T20:00' }, current, 'Europe/Berlin')).toEqual({ request: { pointsPerCorrect: 5 }, problem: null });
    expect(settingsRequest({ points: '5', lock: '2026-12-02T21:30' }, current, 'Europe/Berlin').request).toEqual({
      pointsPerCorrect: 5,
      locks: [{ period: 3, locksAt: '2026-12-02T21:30:00+01:00' }],
    });
    expect(settingsRequest({ points: '0', lock: '' }, current, 'Europe/Berlin').request).toEqual({
      pointsPerCorrect: 0,
      locks: [{ period: 3, locksAt: null }],
    });
    expect(settingsRequest({ points: '2', lock: '' }, { period: 1, locksAt: null }).request).toEqual({ pointsPerCorrect: 2 });
    expect(settingsRequest({ points: '2', lock: 'x' }, null).request).toEqual({ pointsPerCorrect: 2 });
    for (const points of ['11', '-1', '2.5', '', 'two']) expect(settingsRequest({ points, lock: '' }, null).problem).toMatch(/from 0 to 10/);
    expect(settingsRequest({ points: '2', lock: '2026-13-01T10:00' }, current).problem).toMatch(/date and a time/);
  });

  it('waits for the soonest lock time of an open period', () => {
    const now = Date.parse('2026-12-02T19:00:00.000Z');
    const periods = [
      period(3, { locksAt: '2026-12-02T19:10:00.000Z' }),
      period(2, { locked: true, lockedBy: 'time', locksAt: '2026-12-02T19:01:00.000Z' }),
      period(4, { locksAt: '2026-12-02T19:05:00.000Z' }),
    ];
    expect(nextLockInMs(periods, now)).toBe(5 * 60_000 + 500);
    expect(nextLockInMs([period(1)], now)).toBeNull();
    expect(nextLockInMs([period(1, { locksAt: '2027-12-02T19:00:00.000Z' })], now)).toBe(2 ** 31 - 1);
  });
});
