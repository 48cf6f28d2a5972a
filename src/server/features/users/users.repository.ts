// The users table: accounts found, created, renamed and deleted, and how a row is answered. Logins, reset links and
// verification links have their own repositories beside this one (login-sessions, password-resets,
// email-verifications); with admin-users.repository.ts they are the only writers of the account tables
// (auth/auth-sessions.repository.ts reads whether a login is still usable).
import { eq } from 'drizzle-orm';
import { isInterfaceLanguage } from '../../../shared/contracts/languages-constants.ts';
import type { UpdateProfileInput, User } from '../../../shared/contracts/users.ts';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A row as the API answers it. */
export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, nickname: row.nickname, language: isInterfaceLanguage(row.language) ? row.language : null, createdAt: row.createdAt.toISOString() };
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
      values: { email: string; name: string; nickname: string; passwordHash: string; emailVerifiedAt?: Date },
      onCreated?: (tx: Db, account: { userId: string; email: string }) => Promise<void>,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
        if (row && onCreated) await onCreated(tx, { userId: row.id, email: row.email });
        return row;
      });
    },

    /** Sets what the input names (nickname, interface language) and leaves the rest. */
    async updateProfile(userId: string, input: UpdateProfileInput): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ nickname: input.nickname, language: input.language, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row;
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
      beforeDelete?: (tx: Db, userId: string) => Promise<void>,
    ): Promise<{ storageKeys: string[]; sessionIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        // The lock waits for uploads under way (their insert holds a key-share lock on this row) and keeps new ones
        // out until the commit, so the list below names every file the cascade removes.
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1).for('update');
        if (!user) return undefined;
        // Other features' rules on what the account holds (the organisations it owns) may refuse the deletion here.
        await beforeDelete?.(tx, userId);
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
