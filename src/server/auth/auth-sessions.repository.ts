// Reads whether a login can still be used, for every authenticated request; features/users/login-sessions.repository.ts
// creates, rotates and revokes logins.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSessions } from '../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAuthSessionsRepository(db: Db) {
  return {
    /** The login's expiry while it is neither revoked nor expired; a primary-key lookup, run on every authenticated request (cached). */
    async findUsableSessionExpiry(sessionId: string): Promise<Date | undefined> {
      // Only tokens this server signed get here, but a malformed id must answer "unknown", not a database error.
      if (!UUID.test(sessionId)) return undefined;
      const [row] = await db
        .select({ expiresAt: authSessions.expiresAt })
        .from(authSessions)
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, new Date())))
        .limit(1);
      return row?.expiresAt;
    },
  };
}
