import { elapsedSeconds, localStartOf } from './gameClock';

describe('attempt clock', () => {
  it("places the server's start on the browser's clock by the answer's offset", () => {
    // The server is 5 s ahead of the browser: it answered at 12:00:35 when the browser read 12:00:30.
    const receivedAt = Date.parse('2026-03-12T12:00:30.000Z');
    const start = localStartOf({ startedAt: '2026-03-12T12:00:00.000Z', serverNow: '2026-03-12T12:00:35.000Z', receivedAt });
    expect(start).toBe(Date.parse('2026-03-12T11:59:55.000Z'));
    expect(elapsedSeconds(start, receivedAt)).toBe(35);
  });

  it('shows the real elapsed time after a reload, however wrong the browser clock is', () => {
    const receivedAt = Date.parse('2020-01-01T00:00:00.000Z');
    const start = localStartOf({ startedAt: '2026-03-12T12:00:00.000Z', serverNow: '2026-03-12T12:02:05.000Z', receivedAt });
    expect(elapsedSeconds(start, receivedAt + 10_000)).toBe(135);
  });

  it('gives null for unreadable times and 0 without a start or before it', () => {
    expect(localStartOf({ startedAt: 'soon', serverNow: '2026-03-12T12:00:00.000Z', receivedAt: 0 })).toBeNull();
    expect(elapsedSeconds(null, 1_000)).toBe(0);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
    expect(elapsedSeconds(1_000, 2_999)).toBe(1);
  });
});
