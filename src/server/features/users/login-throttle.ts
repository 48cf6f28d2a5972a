/**
 * Slows password guessing without giving anyone a way to lock the owner out.
 * - Per account and client address: after `failuresBeforeDelay` failures, each further attempt must wait
 *   1 s, 2 s, 4 s … (at most `maxDelayMs`) after the previous failure. A guesser slows only their own address.
 * - Per account, across all addresses: beyond `accountCeiling` failures in `windowMs`, only addresses that
 *   have signed in to the account before may keep trying, so many addresses together cannot guess freely
 *   and the owner still gets in from home.
 * Volume per address across accounts is the rate-limit plugin's job. Kept in memory per instance, bounded.
 */
export interface LoginThrottleOptions {
  failuresBeforeDelay: number;
  accountCeiling: number;
  windowMs: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxTracked?: number;
  knownAddressesPerAccount?: number;
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
  const { failuresBeforeDelay, accountCeiling, windowMs, baseDelayMs = 1000, maxTracked = 100_000, knownAddressesPerAccount = 20 } = options;
  const maxDelayMs = options.maxDelayMs ?? windowMs;
  const pairs = new Map<string, { failures: number; lastFailureAt: number }>();
  const accounts = new Map<string, { failures: number; resetAt: number }>();
  const knownAddresses = new Map<string, string[]>();

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

  const isKnown = (email: string, address: string) => knownAddresses.get(email)?.includes(address) ?? false;

  return {
    /**
     * Admits an attempt, or says how long it must wait. An admitted attempt counts as a failure until
     * `recordSuccess`, so a burst of parallel guesses cannot slip past the count.
     */
    beginAttempt(email: string, address: string, now = Date.now()): LoginWait | null {
      const key = pairKey(email, address);
      const pair = currentPair(key, now);
      if (pair) {
        const wait = pair.lastFailureAt + delayAfter(pair.failures) - now;
        if (wait > 0) return { scope: 'address', retryAfterSeconds: Math.ceil(wait / 1000) };
      }
      const account = currentAccount(email, now);
      if (account && account.failures >= accountCeiling && !isKnown(email, address)) {
        return { scope: 'account', retryAfterSeconds: Math.ceil((account.resetAt - now) / 1000) };
      }
      setBounded(pairs, key, { failures: (pair?.failures ?? 0) + 1, lastFailureAt: now }, maxTracked);
      if (account) account.failures += 1;
      else setBounded(accounts, email, { failures: 1, resetAt: now + windowMs }, maxTracked);
      return null;
    },

    /** The attempt failed: the wait before the next one counts from now, not from when the password check began. */
    recordFailure(email: string, address: string, now = Date.now()): void {
      const pair = pairs.get(pairKey(email, address));
      if (pair) pair.lastFailureAt = now;
    },

    /** The owner got in: their address is no longer slowed and stays exempt from the account-wide ceiling. */
    recordSuccess(email: string, address: string): void {
      pairs.delete(pairKey(email, address));
      const account = accounts.get(email);
      if (account && account.failures > 0) account.failures -= 1;
      const known = (knownAddresses.get(email) ?? []).filter((known) => known !== address);
      known.push(address);
      setBounded(knownAddresses, email, known.slice(-knownAddressesPerAccount), maxTracked);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
