import { clockSample, createClockOffset, parseServerTime } from './clockOffset';

describe('server clock offset', () => {
  it('places the server time at the middle of the round trip', () => {
    // Sent at 1000, received at 1200: the server spoke at about 1100 (browser time).
    expect(clockSample(5100, 1000, 1200)).toEqual({ offset: 4000, roundTrip: 200 });
  });

  it('gives a negative offset when the browser clock runs ahead', () => {
    expect(clockSample(1000, 3000, 3000).offset).toBe(-2000);
  });

  it('prefers the sample with the shortest round trip', () => {
    const clock = createClockOffset();
    expect(clock.add({ offset: 500, roundTrip: 300 })).toBe(true);
    expect(clock.offset()).toBe(500);
    clock.add({ offset: 420, roundTrip: 40 });
    clock.add({ offset: 900, roundTrip: 900 });
    expect(clock.offset()).toBe(420);
  });

  it('forgets old samples, so a changed server clock is followed', () => {
    const clock = createClockOffset(2);
    clock.add({ offset: 100, roundTrip: 10 });
    clock.add({ offset: 5000, roundTrip: 50 });
    clock.add({ offset: 5010, roundTrip: 60 });
    expect(clock.offset()).toBe(5000);
  });

  it('reports no change when the offset stays', () => {
    const clock = createClockOffset();
    clock.add({ offset: 0, roundTrip: 10 });
    expect(clock.add({ offset: 0, roundTrip: 5 })).toBe(false);
  });

  it('reads ISO times and rejects anything else', () => {
    expect(parseServerTime('2026-03-01T12:00:00.000Z')).toBe(Date.UTC(2026, 2, 1, 12));
    expect(parseServerTime('soon')).toBeNull();
    expect(parseServerTime(undefined)).toBeNull();
  });
});
