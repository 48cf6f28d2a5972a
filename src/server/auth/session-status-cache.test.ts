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
    state,
    advance(ms: number) {
      time += ms;
    },
    now: () => time,
  };
}

describe('[USERS] session status cache', () => {
  it('asks the database at most once per login per TTL, and sees a revocation made elsewhere after it', async () => {
    const sessions = buildSessions();
    sessions.state.set('a', { expiresAt: sessions.now() + 60_000, isRevoked: false });
    expect(await sessions.cache.isActive('a')).toBe(true);
    sessions.advance(500);
    expect(await sessions.cache.isActive('a')).toBe(true);
    expect(sessions.lookups).toEqual(['a']);

    // Another instance revokes the login: this one may answer from memory until the entry is a TTL old.
    sessions.state.get('a')!.isRevoked = true;
    sessions.advance(500);
    expect(await sessions.cache.isActive('a')).toBe(false);
    expect(sessions.lookups).toEqual(['a', 'a']);
  });

  it('shares one lookup between concurrent requests', async () => {
    const sessions = buildSessions();
    sessions.state.set('a', { expiresAt: sessions.now() + 60_000, isRevoked: false });
    const answers = await Promise.all([sessions.cache.isActive('a'), sessions.cache.isActive('a'), sessions.cache.isActive('a')]);
    expect(answers).toEqual([true, true, true]);
    expect(sessions.lookups).toEqual(['a']);
  });

  it('applies a revocation made on this instance at once, even over a lookup still running', async () => {
    const sessions = buildSessions();
    sessions.state.set('a', { expiresAt: sessions.now() + 60_000, isRevoked: false });
    expect(await sessions.cache.isActive('a')).toBe(true);
    sessions.cache.markRevoked('a');
    expect(await sessions.cache.isActive('a')).toBe(false);

    sessions.state.set('b', { expiresAt: sessions.now() + 60_000, isRevoked: false });
    const running = sessions.cache.isActive('b');
    sessions.cache.markRevoked('b');
    await running;
    expect(await sessions.cache.isActive('b')).toBe(false);
  });

  it('stops a login at its expiry without asking again, and keeps a bounded number of entries', async () => {
    const sessions = buildSessions();
    sessions.state.set('a', { expiresAt: sessions.now() + 200, isRevoked: false });
    expect(await sessions.cache.isActive('a')).toBe(true);
    sessions.advance(300);
    expect(await sessions.cache.isActive('a')).toBe(false);

    for (const id of ['b', 'c', 'd', 'e']) sessions.state.set(id, { expiresAt: sessions.now() + 60_000, isRevoked: false });
    for (const id of ['b', 'c', 'd', 'e']) await sessions.cache.isActive(id);
    sessions.lookups.length = 0;
    // Only three entries fit: 'b' was pushed out and is looked up again, 'e' is still remembered.
    await sessions.cache.isActive('e');
    await sessions.cache.isActive('b');
    expect(sessions.lookups).toEqual(['b']);
  });
});
