import { afterSettled, SETTLED_MS } from './afterSettled';

describe('a burst of scroll events is answered once, when it settles', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, SETTLED_MS after the last event', () => {
    const measure = jest.fn();
    const settled = afterSettled(measure);
    for (let frame = 0; frame < 30; frame++) {
      settled.poke();
      jest.advanceTimersByTime(16);
    }
    expect(measure).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SETTLED_MS);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('a cancelled burst never runs', () => {
    const measure = jest.fn();
    const settled = afterSettled(measure);
    settled.poke();
    settled.cancel();
    jest.advanceTimersByTime(SETTLED_MS * 2);
    expect(measure).not.toHaveBeenCalled();
  });
});
