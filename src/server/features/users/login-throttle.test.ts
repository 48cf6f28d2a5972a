import { beforeEach, describe, expect, it } from 'vitest';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import { TEST_DATABASES, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createLoginThrottle as createThrottle, type LoginThrottleOptions } from './login-throttle.ts';

// A new account per test: the counts live in the test file's database.
let EMAIL = uniqueEmail('owner');

const UNKNOWN = async () => false;
const KNOWN = async () => true;

// Replays one failed attempt at `now` from a client never seen before; returns the wait it met instead, if any.
async function fail(throttle: ReturnType<typeof createThrottle>, address: string, now: number) {
  const wait = await throttle.beginAttempt(EMAIL, address, UNKNOWN, now);
  if (!wait) await throttle.recordFailure(EMAIL, address, now);
  return wait;
}

describe('[USERS] login throttle', () => {
  const database = useTestDatabase(TEST_DATABASES[0]!.url);
  const createLoginThrottle = (options: LoginThrottleOptions) => createThrottle(options, createLimitsRepository(database.db));
  beforeEach(() => {
    EMAIL = uniqueEmail('owner');
  });

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
    // Which of them wins is the database's order; two pass, two wait.
    expect(answers.map((wait) => wait?.scope ?? 'admitted').sort()).toEqual(['address', 'address', 'admitted', 'admitted']);
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
    expect(answers.map((wait) => wait?.scope ?? 'admitted').sort()).toEqual(['address', 'admitted', 'admitted']);
  });

  it('shares its counts between instances on one database: failures on one slow the other', async () => {
    const options = { failuresBeforeDelay: 2, accountCeiling: 1000, windowMs: 900_000 };
    const [first, second] = [createLoginThrottle(options), createLoginThrottle(options)];
    expect(await fail(first, '198.51.100.7', 0)).toBeNull();
    expect(await fail(second, '198.51.100.7', 0)).toBeNull();
    expect(await first.beginAttempt(EMAIL, '198.51.100.7', UNKNOWN, 0)).toEqual({ scope: 'address', retryAfterSeconds: 1 });
    expect(await second.beginAttempt(EMAIL, '198.51.100.7', UNKNOWN, 0)).toEqual({ scope: 'address', retryAfterSeconds: 1 });
    // A sign-in on one ends the wait on both.
    await second.recordSuccess(EMAIL, '198.51.100.7');
    expect(await first.beginAttempt(EMAIL, '198.51.100.7', UNKNOWN, 0)).toBeNull();
  });

  it('forgets an address a window after its next attempt became allowed, and the clean-up deletes the row', async () => {
    const limits = createLimitsRepository(database.db);
    const throttle = createLoginThrottle({ failuresBeforeDelay: 1, accountCeiling: 1000, windowMs: 60_000 });
    expect(await fail(throttle, '198.51.100.7', 0)).toBeNull();
    expect((await throttle.beginAttempt(EMAIL, '198.51.100.7', UNKNOWN, 500))?.scope).toBe('address');
    expect(await limits.findLoginFailure(`${EMAIL}\n198.51.100.7`)).not.toBeNull();
    await limits.deleteExpired(new Date(61_001));
    expect(await limits.findLoginFailure(`${EMAIL}\n198.51.100.7`)).toBeNull();
    expect(await throttle.beginAttempt(EMAIL, '198.51.100.7', UNKNOWN, 61_001)).toBeNull();
  });
});
