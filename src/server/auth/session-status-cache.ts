/**
 * Answers "may this login (auth session) still be used?" for every authenticated request, from memory for at
 * most `ttlMs`, so each instance asks the database about one login at most once per TTL. A revocation made on
 * this instance is seen at once; one made on another instance once the entry here is older than the TTL.
 */
export interface SessionStatusCache {
  isActive(sessionId: string): Promise<boolean>;
  /** Records a revocation made by this instance, so its access tokens stop working on the next request. */
  markRevoked(sessionId: string): void;
}

export function createSessionStatusCache(options: {
  /** The login's expiry while it is usable; undefined when it is revoked or unknown. */
  lookup: (sessionId: string) => Promise<Date | undefined>;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): SessionStatusCache {
  const { lookup, ttlMs = 1000, maxEntries = 50_000, now = Date.now } = options;
  // usableUntil is 0 for a revoked or unknown login.
  const entries = new Map<string, { usableUntil: number; checkedAt: number }>();
  // Concurrent requests for the same login share one lookup.
  const pending = new Map<string, Promise<number>>();

  function remember(sessionId: string, usableUntil: number, checkedAt: number) {
    entries.delete(sessionId);
    entries.set(sessionId, { usableUntil, checkedAt });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  function load(sessionId: string): Promise<number> {
    // The answer describes the database at the moment the query started, so its age counts from then.
    const checkedAt = now();
    const loading: Promise<number> = lookup(sessionId)
      .then((expiry) => {
        const usableUntil = expiry?.getTime() ?? 0;
        // A revocation recorded while the query ran must not be overwritten by the older answer.
        if (pending.get(sessionId) === loading) remember(sessionId, usableUntil, checkedAt);
        return usableUntil;
      })
      .finally(() => {
        if (pending.get(sessionId) === loading) pending.delete(sessionId);
      });
    pending.set(sessionId, loading);
    return loading;
  }

  return {
    async isActive(sessionId) {
      const time = now();
      const entry = entries.get(sessionId);
      // A revoked or expired login never comes back, so that answer needs no second look.
      if (entry && (entry.usableUntil <= time || time - entry.checkedAt < ttlMs)) return entry.usableUntil > time;
      const usableUntil = await (pending.get(sessionId) ?? load(sessionId));
      return usableUntil > now();
    },
    markRevoked(sessionId) {
      pending.delete(sessionId);
      remember(sessionId, 0, now());
    },
  };
}
