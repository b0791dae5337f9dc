import { TooManyRequests } from '@reality-draft/kernel';
import { LoginThrottle } from './loginThrottle';

describe('LoginThrottle', () => {
  let clock: number;
  let throttle: LoginThrottle;
  beforeEach(() => {
    clock = 0;
    throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => clock);
  });

  it('refuses once the limit of attempts within the window is used, with the wait in the message', () => {
    for (let i = 0; i < 3; i += 1) throttle.attempt('ann');
    clock = 15_000;
    expect(() => throttle.attempt('ann')).toThrow(new TooManyRequests('Too many failed login attempts. Please try again in 1 minute.', 45));
    expect(() => throttle.attempt('bob')).not.toThrow();
  });

  it('counts attempts whose outcome is not known yet, so parallel guesses are limited too', () => {
    const outcomes = Array.from({ length: 10 }, () => {
      try {
        throttle.attempt('ann');
        return 'checked';
      } catch {
        return 'refused';
      }
    });
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(3);
  });

  it('takes back the attempt of a success, and clear forgets every failure', () => {
    throttle.attempt('ann');
    throttle.attempt('ann');
    throttle.succeeded('ann');
    throttle.attempt('ann');
    throttle.attempt('ann');
    expect(() => throttle.attempt('ann')).toThrow(TooManyRequests);
    throttle.clear('ann');
    expect(() => throttle.attempt('ann')).not.toThrow();
  });

  it('lets the key in again once the window has passed', () => {
    for (let i = 0; i < 3; i += 1) throttle.attempt('ann');
    clock = 60_000;
    expect(() => throttle.attempt('ann')).not.toThrow();
  });
});
