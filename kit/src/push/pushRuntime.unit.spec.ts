import { FIRST_CONNECT_GRACE_MS, pushStarting, startPushStream } from './pushRuntime';

describe('the push stream as it starts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds the fallback polling back while it makes its first connection, for FIRST_CONNECT_GRACE_MS at most', () => {
    expect(pushStarting.get()).toBe(false);
    const stop = startPushStream(jest.fn());
    expect(pushStarting.get()).toBe(true);
    jest.advanceTimersByTime(FIRST_CONNECT_GRACE_MS - 1);
    expect(pushStarting.get()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(pushStarting.get()).toBe(false);
    stop();
  });

  it('lets the polling go when it is stopped', () => {
    const stop = startPushStream(jest.fn());
    stop();
    expect(pushStarting.get()).toBe(false);
  });
});
