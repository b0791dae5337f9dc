import { TooManyRequests } from '@reality-draft/kernel';
import { LoginThrottle } from './loginThrottle';

describe('LoginThrottle', () => {
  let clock: number;
  let throttle: LoginThrottle;
  beforeEach(() => {
    clock = 0;
    throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => clock);
  });

  it('refuses after the limit of failures within the window, with the wait in the message', () => {
    throttle.recordFailure('ann');
    throttle.recordFailure('ann');
    expect(() => throttle.check('ann')).not.toThrow();
    throttle.recordFailure('ann');
    clock = 15_000;
    expect(() => throttle.check('ann')).toThrow(new TooManyRequests('Too many failed login attempts. Please try again in 1 minute.', 45));
    expect(() => throttle.check('bob')).not.toThrow();
  });

  it('lets the key in again once the window has passed', () => {
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('ann');
    clock = 60_000;
    expect(() => throttle.check('ann')).not.toThrow();
  });

  it('forgets failures after a success', () => {
    throttle.recordFailure('ann');
    throttle.recordFailure('ann');
    throttle.recordSuccess('ann');
    throttle.recordFailure('ann');
    expect(() => throttle.check('ann')).not.toThrow();
  });
});
