/**
 * Slows password guessing without giving anyone a way to lock the owner out.
 * - Per account and client address: after `failuresBeforeDelay` failures, each further attempt must wait
 *   1 s, 2 s, 4 s … (at most `maxDelayMs`) after the previous failure. A guesser slows only their own address.
 * - Per account, across all addresses: beyond `accountCeiling` failures in `windowMs`, only a client the caller
 *   vouches for (an address or device that has signed in to the account before, see login-devices.repository.ts)
 *   may keep trying, so many addresses together cannot guess freely and the owner still gets in from home.
 * Volume per address across accounts is the rate-limit plugin's job. The counts live in PostgreSQL
 * (db/limits.repository.ts), so every instance behind a proxy enforces the same ones; expired rows are cleaned up.
 */
import type { LimitsRepository, LoginFailureRow } from '../../db/limits.repository.ts';

export interface LoginThrottleOptions {
  failuresBeforeDelay: number;
  accountCeiling: number;
  windowMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** Why an attempt has to wait: its own address failed too often, or the whole account is under attack. */
export interface LoginWait {
  scope: 'address' | 'account';
  retryAfterSeconds: number;
}

export function createLoginThrottle(options: LoginThrottleOptions, limits: LimitsRepository) {
  const { failuresBeforeDelay, accountCeiling, windowMs, baseDelayMs = 1000 } = options;
  const maxDelayMs = options.maxDelayMs ?? windowMs;

  const pairKey = (email: string, address: string) => `${email}\n${address}`;
  const accountKey = (email: string) => `login-account:${email}`;

  function delayAfter(failures: number): number {
    if (failures < failuresBeforeDelay) return 0;
    return Math.min(baseDelayMs * 2 ** Math.min(failures - failuresBeforeDelay, 30), maxDelayMs);
  }

  /** Forgotten a window after the next attempt became allowed. */
  function current(row: LoginFailureRow | null, now: number): LoginFailureRow | null {
    return row && row.expiresAt.getTime() > now ? row : null;
  }

  function addressWait(row: LoginFailureRow | null, now: number): LoginWait | null {
    const wait = row ? row.lastFailureAt.getTime() + delayAfter(row.failures) - now : 0;
    return wait > 0 ? { scope: 'address', retryAfterSeconds: Math.ceil(wait / 1000) } : null;
  }

  return {
    /**
     * Admits an attempt, or says how long it must wait. An admitted attempt counts as a failure until
     * `recordSuccess`, so a burst of parallel guesses cannot slip past the count. `isKnownClient` is asked only
     * when the account is at its ceiling: has this address or device signed in to the account before?
     */
    async beginAttempt(email: string, address: string, isKnownClient: () => Promise<boolean>, now = Date.now()): Promise<LoginWait | null> {
      const key = pairKey(email, address);
      const wait = addressWait(current(await limits.findLoginFailure(key), now), now);
      if (wait) return wait;
      const account = await limits.peek(accountKey(email), new Date(now));
      if (account && account.count >= accountCeiling) {
        if (!(await isKnownClient())) return { scope: 'account', retryAfterSeconds: Math.ceil((account.windowEndsAt.getTime() - now) / 1000) };
      }
      // Checked again under the pair's lock: parallel attempts from one address, on any instance, may have been admitted meanwhile.
      const admitted = await limits.withLoginFailure(key, async (row, save) => {
        const pair = current(row, now);
        const lockedWait = addressWait(pair, now);
        if (lockedWait) return lockedWait;
        const failures = (pair?.failures ?? 0) + 1;
        await save({ failures, lastFailureAt: new Date(now), expiresAt: new Date(now + delayAfter(failures) + windowMs) });
        return null;
      });
      if (admitted) return admitted;
      await limits.hit(accountKey(email), windowMs, new Date(now));
      return null;
    },

    /** The attempt failed: the wait before the next one counts from now, not from when the password check began. */
    async recordFailure(email: string, address: string, now = Date.now()): Promise<void> {
      const key = pairKey(email, address);
      const pair = current(await limits.findLoginFailure(key), now);
      if (pair) await limits.setLastLoginFailure(key, new Date(now), new Date(now + delayAfter(pair.failures) + windowMs));
    },

    /** The owner got in: their address is no longer slowed (the caller records it as known in the database). */
    async recordSuccess(email: string, address: string): Promise<void> {
      await limits.deleteLoginFailure(pairKey(email, address));
      await limits.unhit(accountKey(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
