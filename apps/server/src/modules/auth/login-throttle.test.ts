import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks after the allowed failures and lifts the block when the window has passed', () => {
    let now = 0;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.isBlocked('k')).toBe(false);
      throttle.recordFailure('k');
    }
    expect(throttle.isBlocked('k')).toBe(true);
    expect(throttle.isBlocked('ander')).toBe(false);
    now = 59_999;
    expect(throttle.isBlocked('k')).toBe(true);
    now = 60_000;
    expect(throttle.isBlocked('k')).toBe(false);
  });

  it('forgets failures on clear', () => {
    const throttle = new LoginThrottle(1);
    throttle.recordFailure('k');
    expect(throttle.isBlocked('k')).toBe(true);
    throttle.clear('k');
    expect(throttle.isBlocked('k')).toBe(false);
  });
});
