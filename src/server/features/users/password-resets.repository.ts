// Passwords: reset links (password_resets) stored and used, and a password changed by its owner; each ends the
// logins it must.
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, passwordResets, users } from '../../db/schema.ts';

/** Why a reset token cannot be used, or whose password it changed and which logins that ended. */
export type PasswordResetOutcome =
  | { status: 'unknown' | 'used' | 'expired' }
  | { status: 'done'; userId: string; email: string; revokedSessionIds: string[] };

export function createPasswordResetsRepository(db: Db) {
  return {
    /** Stores a reset token's hash, and forgets the person's links that have expired. */
    async insertPasswordReset(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(passwordResets).where(and(eq(passwordResets.userId, values.userId), lt(passwordResets.expiresAt, new Date())));
        await tx.insert(passwordResets).values(values);
      });
    },

    /**
     * Uses a reset token: sets the new password, ends every login of the person and every other reset link they
     * have, in one transaction. The token row is locked first, so two requests with the same link cannot both win.
     */
    async resetPassword(tokenHash: string, passwordHash: string, now = new Date()): Promise<PasswordResetOutcome> {
      return db.transaction(async (tx) => {
        const [reset] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1).for('update');
        if (!reset) return { status: 'unknown' };
        if (reset.usedAt) return { status: 'used' };
        if (reset.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId)).returning({ email: users.email });
        if (!user) return { status: 'unknown' };
        const revoked = await tx
          .update(authSessions)
          .set({ revokedAt: now })
          .where(and(eq(authSessions.userId, reset.userId), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        return { status: 'done', userId: reset.userId, email: user.email, revokedSessionIds: revoked.map((row) => row.id) };
      });
    },

    /** Sets a new password and ends every other login of the person (the one making the change stays); answers the ended logins. */
    async changePassword(userId: string, passwordHash: string, keepSessionId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const now = new Date();
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        // A reset link asked for before the change must not undo it.
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
        const revoked = await tx
          .update(authSessions)
          .set({ revokedAt: now })
          .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        return revoked.map((row) => row.id);
      });
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
