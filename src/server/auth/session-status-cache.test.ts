import { describe, expect, it } from 'vitest';
import { createSessionStatusCache } from './session-status-cache.ts';

// A database stand-in with a hand-driven clock: each lookup reads the current state and is counted.
function buildSessions() {
  let time = 1_000_000;
  const state = new Map<string, { expiresAt: number; isRevoked: boolean }>();
  const lookups: string[] = [];
  const cache = createSessionStatusCache({
    ttlMs: 1000,
    maxEntries: 3,
    now: () => time,
    lookup: async (sessionId) => {
      lookups.push(sessionId);
      const row = state.get(sessionId);
      return row && !row.isRevoked && row.expiresAt > time ? new Date(row.expiresAt) : undefined;
    },
  });
  return {
    cache,
    lookups,
    /** A login in the database that is active for `lifetimeMs` from now. */
    signIn(sessionId: string, lifetimeMs = 60_000) {
      state.set(sessionId, { expiresAt: time + lifetimeMs, isRevoked: false });
    },
    /** A revocation made by another instance: only the database knows. */
    revokeElsewhere(sessionId: string) {
      state.get(sessionId)!.isRevoked = true;
    },
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('[USERS] session status cache', () => {
  it('asks the database at most once per login per TTL, and sees a revocation made elsewhere after it', async () => {
    const sessions = buildSessions();
    sessions.signIn('a');
    expect(await sessions.cache.isActive('a')).toBe(true);
    sessions.advance(500);
    expect(await sessions.cache.isActive('a')).toBe(true);
    expect(sessions.lookups).toEqual(['a']);

    // Another instance revokes the login: this one may answer from memory until the entry is a TTL old.
    sessions.revokeElsewhere('a');
    sessions.advance(500);
    expect(await sessions.cache.isActive('a')).toBe(false);
    expect(sessions.lookups).toEqual(['a', 'a']);
  });

  it('shares one lookup between concurrent requests', async () => {
    const sessions = buildSessions();
    sessions.signIn('a');
    const answers = await Promise.all([sessions.cache.isActive('a'), sessions.cache.isActive('a'), sessions.cache.isActive('a')]);
    expect(answers).toEqual([true, true, true]);
    expect(sessions.lookups).toEqual(['a']);
  });

  it('applies a revocation made on this instance at once, even over a lookup still running', async () => {
    const sessions = buildSessions();
    sessions.signIn('a');
    expect(await sessions.cache.isActive('a')).toBe(true);
    sessions.cache.markRevoked('a');
    expect(await sessions.cache.isActive('a')).toBe(false);

    sessions.signIn('b');
    const running = sessions.cache.isActive('b');
    sessions.cache.markRevoked('b');
    await running;
    expect(await sessions.cache.isActive('b')).toBe(false);
  });

  it('stops a login at its expiry without asking again, and keeps a bounded number of entries', async () => {
    const sessions = buildSessions();
    sessions.signIn('a', 200);
    expect(await sessions.cache.isActive('a')).toBe(true);
    sessions.advance(300);
    expect(await sessions.cache.isActive('a')).toBe(false);

    for (const id of ['b', 'c', 'd', 'e']) sessions.signIn(id);
    for (const id of ['b', 'c', 'd', 'e']) await sessions.cache.isActive(id);
    sessions.lookups.length = 0;
    // Only three entries fit: 'b' was pushed out and is looked up again, 'e' is still remembered.
    await sessions.cache.isActive('e');
    await sessions.cache.isActive('b');
    expect(sessions.lookups).toEqual(['b']);
  });
});
