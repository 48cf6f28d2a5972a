/**
 * Counts failed logins per e-mail in a fixed window, so a password cannot be guessed from many addresses.
 * Per-IP limits are the rate-limit plugin's job; this one follows the account.
 */
export function createLoginThrottle(options: { maxFailures: number; windowMs: number; maxTracked?: number }) {
  const { maxFailures, windowMs, maxTracked = 100_000 } = options;
  const failures = new Map<string, { count: number; resetAt: number }>();

  function current(email: string, now: number) {
    const entry = failures.get(email);
    if (entry && entry.resetAt <= now) {
      failures.delete(email);
      return undefined;
    }
    return entry;
  }

  return {
    /** Seconds until the next attempt is allowed, or 0 when the account may try now. */
    retryAfterSeconds(email: string, now = Date.now()): number {
      const entry = current(email, now);
      return entry && entry.count >= maxFailures ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
    recordFailure(email: string, now = Date.now()): void {
      const entry = current(email, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Bounded memory: drop the oldest entry when a flood of addresses arrives.
      if (failures.size >= maxTracked) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      failures.set(email, { count: 1, resetAt: now + windowMs });
    },
    recordSuccess(email: string): void {
      failures.delete(email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
