/**
 * Slows password guessing without giving anyone a way to lock the owner out.
 * - Per account and client address: after `failuresBeforeDelay` failures, each further attempt must wait
 *   1 s, 2 s, 4 s … (at most `maxDelayMs`) after the previous failure. A guesser slows only their own address.
 * - Per account, across all addresses: beyond `accountCeiling` failures in `windowMs`, only a client the caller
 *   vouches for (an address or device that has signed in to the account before, see login-devices.repository.ts)
 *   may keep trying, so many addresses together cannot guess freely and the owner still gets in from home.
 * Volume per address across accounts is the rate-limit plugin's job. The counts are kept in memory per instance,
 * bounded; where the owner has logged in from is kept in the database, so it survives restarts and is shared.
 */
export interface LoginThrottleOptions {
  failuresBeforeDelay: number;
  accountCeiling: number;
  windowMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxTracked?: number;
}

/** Why an attempt has to wait: its own address failed too often, or the whole account is under attack. */
export interface LoginWait {
  scope: 'address' | 'account';
  retryAfterSeconds: number;
}

function setBounded<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  // Maps keep insertion order, so the first key is the one touched longest ago.
  if (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

export function createLoginThrottle(options: LoginThrottleOptions) {
  const { failuresBeforeDelay, accountCeiling, windowMs, baseDelayMs = 1000, maxTracked = 100_000 } = options;
  const maxDelayMs = options.maxDelayMs ?? windowMs;
  const pairs = new Map<string, { failures: number; lastFailureAt: number }>();
  const accounts = new Map<string, { failures: number; resetAt: number }>();

  const pairKey = (email: string, address: string) => `${email}\n${address}`;

  function delayAfter(failures: number): number {
    if (failures < failuresBeforeDelay) return 0;
    return Math.min(baseDelayMs * 2 ** Math.min(failures - failuresBeforeDelay, 30), maxDelayMs);
  }

  function currentPair(key: string, now: number) {
    const entry = pairs.get(key);
    // Forgotten a window after the next attempt became allowed.
    if (entry && entry.lastFailureAt + delayAfter(entry.failures) + windowMs <= now) {
      pairs.delete(key);
      return undefined;
    }
    return entry;
  }

  function currentAccount(email: string, now: number) {
    const entry = accounts.get(email);
    if (entry && entry.resetAt <= now) {
      accounts.delete(email);
      return undefined;
    }
    return entry;
  }

  function addressWait(key: string, now: number): LoginWait | null {
    const pair = currentPair(key, now);
    const wait = pair ? pair.lastFailureAt + delayAfter(pair.failures) - now : 0;
    return wait > 0 ? { scope: 'address', retryAfterSeconds: Math.ceil(wait / 1000) } : null;
  }

  // Synchronous from the address check to the count, so a burst of parallel guesses cannot slip past it.
  function admit(email: string, key: string, now: number): LoginWait | null {
    const wait = addressWait(key, now);
    if (wait) return wait;
    const pair = currentPair(key, now);
    setBounded(pairs, key, { failures: (pair?.failures ?? 0) + 1, lastFailureAt: now }, maxTracked);
    const account = currentAccount(email, now);
    if (account) account.failures += 1;
    else setBounded(accounts, email, { failures: 1, resetAt: now + windowMs }, maxTracked);
    return null;
  }

  return {
    /**
     * Admits an attempt, or says how long it must wait. An admitted attempt counts as a failure until
     * `recordSuccess`, so a burst of parallel guesses cannot slip past the count. `isKnownClient` is asked only
     * when the account is at its ceiling: has this address or device signed in to the account before?
     */
    async beginAttempt(email: string, address: string, isKnownClient: () => Promise<boolean>, now = Date.now()): Promise<LoginWait | null> {
      const key = pairKey(email, address);
      const wait = addressWait(key, now);
      if (wait) return wait;
      const account = currentAccount(email, now);
      if (account && account.failures >= accountCeiling) {
        if (!(await isKnownClient())) return { scope: 'account', retryAfterSeconds: Math.ceil((account.resetAt - now) / 1000) };
      }
      // Checked again after the look-up: parallel attempts from one address may have been admitted meanwhile.
      return admit(email, key, now);
    },

    /** The attempt failed: the wait before the next one counts from now, not from when the password check began. */
    recordFailure(email: string, address: string, now = Date.now()): void {
      const pair = pairs.get(pairKey(email, address));
      if (pair) pair.lastFailureAt = now;
    },

    /** The owner got in: their address is no longer slowed (the caller records it as known in the database). */
    recordSuccess(email: string, address: string): void {
      pairs.delete(pairKey(email, address));
      const account = accounts.get(email);
      if (account && account.failures > 0) account.failures -= 1;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
