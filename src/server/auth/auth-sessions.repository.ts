// Reads whether a login can still be used, for every authenticated request; features/users/login-sessions.repository.ts
// creates, rotates and revokes logins.
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSessions } from '../db/schema.ts';
import { isUuid } from '../../shared/uuid.ts';

/**
 * Whether the login may still be used (neither revoked nor expired), as a condition for a route's own statement: a
 * route that checks its caller's login in its first statement (`config: { loginCheckedByRoute: true }`, plugins/auth.ts)
 * saves the round trip of the separate check and sees an ended login at once, on every instance.
 */
export function usableLogin(sessionId: string): SQL<boolean> {
  // A malformed id (only tokens this server signed get here) is no login, not a database error.
  if (!isUuid(sessionId)) return sql<boolean>`false`;
  // Its columns named with their table's alias: a select list names a column without its table.
  return sql<boolean>`exists (select 1 from ${authSessions} login where login.id = ${sessionId}::uuid and login.revoked_at is null and login.expires_at > now())`;
}

export function createAuthSessionsRepository(db: Db) {
  return {
    /** The login's expiry while it is neither revoked nor expired; a primary-key lookup, run on every authenticated request (cached). */
    async findUsableSessionExpiry(sessionId: string): Promise<Date | undefined> {
      // Only tokens this server signed get here, but a malformed id must answer "unknown", not a database error.
      if (!isUuid(sessionId)) return undefined;
      const [row] = await db
        .select({ expiresAt: authSessions.expiresAt })
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())))
        .limit(1);
      return row?.expiresAt;
    },
  };
}
