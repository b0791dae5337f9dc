import { TooManyRequests } from '@reality-draft/kernel';
import { PerKeyLimiter } from './perKeyLimiter';

describe('PerKeyLimiter', () => {
  it('counts each key apart, refuses past the limit with Retry-After, and opens a new window when one ends', () => {
    let now = 0;
    const limiter = new PerKeyLimiter({ max: 2, windowMs: 60_000 }, 'Slow down.', () => now);
    limiter.take('a');
    limiter.take('a');
    limiter.take('b');
    now = 45_000;
    let refusal: unknown;
    try {
      limiter.take('a');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(TooManyRequests);
    expect(refusal).toMatchObject({ status: 429, message: 'Slow down.', retryAfterSeconds: 15 });
    now = 60_000;
    expect(() => limiter.take('a')).not.toThrow();
  });
});
