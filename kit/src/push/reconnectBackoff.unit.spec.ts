import { reconnectDelay, RECONNECT_MAX_MS } from './reconnectBackoff';

describe('reconnect backoff', () => {
  it('doubles from 1 s, between half and all of the step', () => {
    expect([1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([500, 1000, 2000, 4000]);
  });

  it('is capped at 30 s', () => {
    expect(reconnectDelay(50, () => 1)).toBe(RECONNECT_MAX_MS);
  });

  it("honours the server's retry as a minimum", () => {
    expect(reconnectDelay(1, () => 0, 3000)).toBe(3000);
  });
});
