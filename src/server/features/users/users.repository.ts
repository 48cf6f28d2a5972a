// The users feature's queries (with admin-users.repository.ts), the only ones that write the users, auth_sessions, refresh_tokens, password_resets and
// email_verifications tables, and how a row is answered (auth/auth-sessions.repository.ts reads whether a login is still usable).
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { User } from '../../../shared/contracts/users.ts';
import type { Db } from '../../db/client.ts';
import { authSessions, emailVerifications, passwordResets, refreshTokens, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The transaction lock that makes "the first account of an empty database" one account, however many register at once. */
const FIRST_ACCOUNT_LOCK = 7_346_501;

/** Why a reset token cannot be used, or whose password it changed and which logins that ended. */
export type PasswordResetOutcome =
  | { status: 'unknown' | 'used' | 'expired' }
  | { status: 'done'; userId: string; email: string; revokedSessionIds: string[] };

/**
 * Why a verification token cannot be used (`taken`: it asked for an address another account has meanwhile), or what it
 * did: `verified` the account's own address, or `changed` the account's address to the one it was sent to.
 */
export type EmailVerificationOutcome =
  | { status: 'unknown' | 'used' | 'expired' | 'taken' }
  | { status: 'done'; kind: 'verified' | 'changed'; userId: string; email: string };

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && current !== null && 'code' in current && (current as { code: unknown }).code === '23505') return true;
  }
  return false;
}

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
      onCreated?: (tx: Db, account: { userId: string; email: string }) => Promise<void>,
      options: { firstAccountIsAdmin?: boolean } = {},
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const isEmpty = async () => (await tx.select({ id: users.id }).from(users).limit(1)).length === 0;
        let isAdmin = false;
        if (options.firstAccountIsAdmin && (await isEmpty())) {
          // Held until the commit: a registration racing this one waits here, then sees this account and is not first.
          await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
          isAdmin = await isEmpty();
        }
        const [row] = await tx.insert(users).values({ ...values, isAdmin }).onConflictDoNothing({ target: users.email }).returning();
        if (row && onCreated) await onCreated(tx, { userId: row.id, email: row.email });
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

    /** Stores a verification token's hash, and forgets the person's links that have expired. */
    async insertEmailVerification(values: { tokenHash: string; userId: string; email: string; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(emailVerifications).where(and(eq(emailVerifications.userId, values.userId), lt(emailVerifications.expiresAt, new Date())));
        await tx.insert(emailVerifications).values(values);
      });
    },

    /**
     * Uses a verification token, once (the token row is locked first, so two requests with the same link cannot both
     * win). A link to the account's own address verifies it and spends that address's other links. A link to another
     * address is an address change the person asked for (`changeEmail` in the service): it moves the account to that
     * address, verified, and spends every link the account has, so a link to an older address never counts again.
     */
    async verifyEmail(tokenHash: string, now = new Date()): Promise<EmailVerificationOutcome> {
      try {
        return await db.transaction(async (tx): Promise<EmailVerificationOutcome> => {
          const [link] = await tx.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash)).limit(1).for('update');
          if (!link) return { status: 'unknown' };
          if (link.usedAt) return { status: 'used' };
          if (link.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
          const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, link.userId)).limit(1).for('update');
          if (!user) return { status: 'unknown' };
          if (user.email === link.email) {
            await tx
              .update(emailVerifications)
              .set({ usedAt: now })
              .where(and(eq(emailVerifications.userId, link.userId), eq(emailVerifications.email, link.email), isNull(emailVerifications.usedAt)));
            await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
            return { status: 'done', kind: 'verified', userId: user.id, email: user.email };
          }
          const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, link.email)).limit(1);
          if (holder) return { status: 'taken' };
          await tx.update(users).set({ email: link.email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
          await tx
            .update(emailVerifications)
            .set({ usedAt: now })
            .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
          return { status: 'done', kind: 'changed', userId: user.id, email: link.email };
        });
      } catch (error) {
        // Registered by someone else between the look and the update.
        if (isUniqueViolation(error)) return { status: 'taken' };
        throw error;
      }
    },

    /** The newest unused, unexpired link to an address other than `currentEmail`: a change waiting for its link to be opened. */
    async findPendingEmailChange(userId: string, currentEmail: string, now = new Date()): Promise<{ email: string; createdAt: Date } | undefined> {
      const [row] = await db
        .select({ email: emailVerifications.email, createdAt: emailVerifications.createdAt })
        .from(emailVerifications)
        .where(
          and(
            eq(emailVerifications.userId, userId),
            ne(emailVerifications.email, currentEmail),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .orderBy(desc(emailVerifications.createdAt))
        .limit(1);
      return row;
    },

    /** Spends every unused link to an address other than `currentEmail`: the waiting change is called off. Answers how many. */
    async cancelEmailChanges(userId: string, currentEmail: string, now = new Date()): Promise<number> {
      const spent = await db
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.userId, userId), ne(emailVerifications.email, currentEmail), isNull(emailVerifications.usedAt)))
        .returning({ tokenHash: emailVerifications.tokenHash });
      return spent.length;
    },

    /**
     * Moves the account to `email` at once (a server that sends no e-mail cannot prove it, so it is not verified) and
     * spends every verification link the account has. `taken` when another account has the address.
     */
    async changeEmail(userId: string, email: string, now = new Date()): Promise<{ status: 'done'; row: UserRow } | { status: 'taken' | 'unknown' }> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: now }).where(eq(users.id, userId)).returning();
          if (!row) return { status: 'unknown' as const };
          await tx
            .update(emailVerifications)
            .set({ usedAt: now })
            .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
          return { status: 'done' as const, row };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'taken' };
        throw error;
      }
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

    /**
     * Deletes the account and, through the foreign keys' cascades, every row the person owns (logins, reset links,
     * files, personas, rubrics, glossaries, scenarios, sessions and their reports, credits, the twin and its memories).
     * Answers the storage keys `storageKeysOf` finds (uploads and twin memories, whose bytes the caller removes after the
     * commit) and the logins that ended; undefined when the account is already gone. `alsoInTransaction` runs before
     * the commit (the person's jobs are deleted there).
     */
    async deleteUser(
      userId: string,
      storageKeysOf: (tx: Db, userId: string) => Promise<string[]>,
      alsoInTransaction?: (tx: Db) => Promise<void>,
    ): Promise<{ storageKeys: string[]; sessionIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        // The lock waits for uploads under way (their insert holds a key-share lock on this row) and keeps new ones
        // out until the commit, so the list below names every file the cascade removes.
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1).for('update');
        if (!user) return undefined;
        // The features that keep bytes say which (their rows go by the cascade, in this transaction).
        const storageKeys = await storageKeysOf(tx, userId);
        const sessions = await tx.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId));
        await tx.delete(users).where(eq(users.id, userId));
        await alsoInTransaction?.(tx);
        return { storageKeys, sessionIds: sessions.map((row) => row.id) };
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
