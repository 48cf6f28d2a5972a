// The users feature's queries, the only ones that write the users, auth_sessions and refresh_tokens tables, and how a
// row is answered (auth/auth-sessions.repository.ts reads whether a login is still usable).
import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '../../../shared/contracts/users.ts';
import type { Db } from '../../db/client.ts';
import { authSessions, refreshTokens, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A row as the API answers it. */
export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, nickname: row.nickname, createdAt: row.createdAt.toISOString() };
}

export function createUsersRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * Inserts the user, or returns undefined when the e-mail is already taken. `onCreated` runs in the same
     * transaction, so what other features attach to a new account exists exactly when the account does.
     */
    async insertUser(
      values: { email: string; name: string; nickname: string; passwordHash: string },
      onCreated?: (tx: Db, userId: string) => Promise<void>,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
        if (row && onCreated) await onCreated(tx, row.id);
        return row;
      });
    },

    async updateNickname(userId: string, nickname: string): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ nickname, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      return row;
    },

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

    async revokeSession(sessionId: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
