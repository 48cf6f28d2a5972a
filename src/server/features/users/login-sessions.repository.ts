// Logins (auth_sessions) and their refresh tokens: started, rotated, ended.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens } from '../../db/schema.ts';

export function createLoginSessionsRepository(db: Db) {
  return {
    async createSession(values: { userId: string; expiresAt: Date; userAgent: string | null; tokenHash: string }): Promise<string> {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(authSessions)
          .values({ userId: values.userId, expiresAt: values.expiresAt, userAgent: values.userAgent })
          .returning({ id: authSessions.id });
        if (!session) throw new Error('The session row was not created.');
        await tx.insert(refreshTokens).values({ tokenHash: values.tokenHash, sessionId: session.id, expiresAt: values.expiresAt });
        return session.id;
      });
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          tokenHash: refreshTokens.tokenHash,
          expiresAt: refreshTokens.expiresAt,
          rotatedAt: refreshTokens.rotatedAt,
          sessionId: authSessions.id,
          sessionExpiresAt: authSessions.expiresAt,
          sessionRevokedAt: authSessions.revokedAt,
          userId: authSessions.userId,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(refreshTokens.sessionId, authSessions.id))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Marks the old token as used and stores its successor. The update only matches a token not yet
     * rotated, so two concurrent refreshes with the same token cannot both succeed.
     */
    async rotateRefreshToken(values: { oldHash: string; newHash: string; sessionId: string; expiresAt: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshTokens.tokenHash, values.oldHash), isNull(refreshTokens.rotatedAt)))
          .returning({ tokenHash: refreshTokens.tokenHash });
        if (rotated.length === 0) return false;
        await tx.insert(refreshTokens).values({ tokenHash: values.newHash, sessionId: values.sessionId, expiresAt: values.expiresAt });
        return true;
      });
    },

    /** Ends every login of the person; answers the ended logins. */
    async revokeSessionsOf(userId: string, now = new Date()): Promise<string[]> {
      const revoked = await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
        .returning({ id: authSessions.id });
      return revoked.map((row) => row.id);
    },

    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },
  };
}

export type LoginSessionsRepository = ReturnType<typeof createLoginSessionsRepository>;
