import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

const EMAIL = 'owner@example.com';

// Replays one failed attempt at `now`; returns the wait it met instead, if any.
function fail(throttle: ReturnType<typeof createLoginThrottle>, address: string, now: number) {
  const wait = throttle.beginAttempt(EMAIL, address, now);
  if (!wait) throttle.recordFailure(EMAIL, address, now);
  return wait;
}

describe('[USERS] login throttle', () => {
  it('lets a few failures through, then doubles the wait after each further failure up to the cap', () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 3, accountCeiling: 1000, windowMs: 900_000, maxDelayMs: 8000 });
    let now = 0;
    for (let i = 0; i < 3; i += 1) expect(fail(throttle, '198.51.100.7', now)).toBeNull();
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wait = throttle.beginAttempt(EMAIL, '198.51.100.7', now);
      expect(wait?.scope).toBe('address');
      waits.push(wait!.retryAfterSeconds);
      now += wait!.retryAfterSeconds * 1000;
      expect(fail(throttle, '198.51.100.7', now)).toBeNull();
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    // Another address of the same account is not slowed.
    expect(throttle.beginAttempt(EMAIL, '203.0.113.10', now)).toBeNull();
  });

  it('counts an attempt before its password check ends, so parallel guesses cannot all slip through', () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 2, accountCeiling: 1000, windowMs: 900_000 });
    const admitted = [0, 1, 2, 3].map(() => throttle.beginAttempt(EMAIL, '198.51.100.7', 0) === null);
    expect(admitted).toEqual([true, true, false, false]);
  });

  it('keeps addresses that logged in before exempt from the account-wide ceiling', () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 5, accountCeiling: 3, windowMs: 900_000 });
    expect(throttle.beginAttempt(EMAIL, '203.0.113.10', 0)).toBeNull();
    throttle.recordSuccess(EMAIL, '203.0.113.10');
    for (let i = 1; i <= 3; i += 1) expect(fail(throttle, `198.51.100.${i}`, 0)).toBeNull();
    expect(throttle.beginAttempt(EMAIL, '198.51.100.9', 60_000)).toEqual({ scope: 'account', retryAfterSeconds: 840 });
    expect(throttle.beginAttempt(EMAIL, '203.0.113.10', 60_000)).toBeNull();
    // The window ends and strangers may try again.
    expect(throttle.beginAttempt(EMAIL, '198.51.100.9', 900_000)).toBeNull();
  });

  it('forgets the oldest entries when more accounts are tracked than allowed', () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 1, accountCeiling: 1000, windowMs: 900_000, maxTracked: 2 });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect(throttle.beginAttempt(email, '198.51.100.7', 0)).toBeNull();
      throttle.recordFailure(email, '198.51.100.7', 0);
    }
    expect(throttle.beginAttempt('a@example.com', '198.51.100.7', 0)).toBeNull();
    expect(throttle.beginAttempt('c@example.com', '198.51.100.7', 0)?.scope).toBe('address');
  });
});
