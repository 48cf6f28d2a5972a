import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

const EMAIL = 'owner@example.com';

const UNKNOWN = async () => false;
const KNOWN = async () => true;

// Replays one failed attempt at `now` from a client never seen before; returns the wait it met instead, if any.
async function fail(throttle: ReturnType<typeof createLoginThrottle>, address: string, now: number) {
  const wait = await throttle.beginAttempt(EMAIL, address, UNKNOWN, now);
  if (!wait) throttle.recordFailure(EMAIL, address, now);
  return wait;
}

describe('[USERS] login throttle', async () => {
  it('lets a few failures through, then doubles the wait after each further failure up to the cap', async () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 3, accountCeiling: 1000, windowMs: 900_000, maxDelayMs: 8000 });
    let now = 0;
    for (let i = 0; i < 3; i += 1) expect(await fail(throttle, '198.51.100.7', now)).toBeNull();
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wait = await throttle.beginAttempt(EMAIL, '198.51.100.7', UNKNOWN, now);
      expect(wait?.scope).toBe('address');
      waits.push(wait!.retryAfterSeconds);
      now += wait!.retryAfterSeconds * 1000;
      expect(await fail(throttle, '198.51.100.7', now)).toBeNull();
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    // Another address of the same account is not slowed.
    expect(await throttle.beginAttempt(EMAIL, '203.0.113.10', UNKNOWN, now)).toBeNull();
  });

  it('counts an attempt before its password check ends, so parallel guesses cannot all slip through', async () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 2, accountCeiling: 1000, windowMs: 900_000 });
    const answers = await Promise.all([0, 1, 2, 3].map(() => throttle.beginAttempt(EMAIL, '198.51.100.7', UNKNOWN, 0)));
    expect(answers.map((wait) => wait === null)).toEqual([true, true, false, false]);
  });

  it('keeps clients that logged in before exempt from the account-wide ceiling, and asks only at the ceiling', async () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 5, accountCeiling: 3, windowMs: 900_000 });
    let questions = 0;
    const counted = (answer: boolean) => async () => {
      questions += 1;
      return answer;
    };
    for (let i = 1; i <= 3; i += 1) expect(await throttle.beginAttempt(EMAIL, `198.51.100.${i}`, counted(false), 0)).toBeNull();
    expect(questions).toBe(0);
    expect(await throttle.beginAttempt(EMAIL, '198.51.100.9', UNKNOWN, 60_000)).toEqual({ scope: 'account', retryAfterSeconds: 840 });
    expect(await throttle.beginAttempt(EMAIL, '203.0.113.10', counted(true), 60_000)).toBeNull();
    expect(questions).toBe(1);
    // The window ends and strangers may try again.
    expect(await throttle.beginAttempt(EMAIL, '198.51.100.9', UNKNOWN, 900_000)).toBeNull();
  });

  it('still slows a known client\'s own address after too many failures', async () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 2, accountCeiling: 1, windowMs: 900_000 });
    const answers = await Promise.all([0, 1, 2].map(() => throttle.beginAttempt(EMAIL, '203.0.113.10', KNOWN, 0)));
    expect(answers.map((wait) => wait?.scope ?? null)).toEqual([null, null, 'address']);
  });

  it('forgets the oldest entries when more accounts are tracked than allowed', async () => {
    const throttle = createLoginThrottle({ failuresBeforeDelay: 1, accountCeiling: 1000, windowMs: 900_000, maxTracked: 2 });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect(await throttle.beginAttempt(email, '198.51.100.7', UNKNOWN, 0)).toBeNull();
      throttle.recordFailure(email, '198.51.100.7', 0);
    }
    expect(await throttle.beginAttempt('a@example.com', '198.51.100.7', UNKNOWN, 0)).toBeNull();
    expect((await throttle.beginAttempt('c@example.com', '198.51.100.7', UNKNOWN, 0))?.scope).toBe('address');
  });
});
