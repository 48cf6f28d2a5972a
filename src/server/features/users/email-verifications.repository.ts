// E-mail addresses: verification links (email_verifications) stored and used, a change of address waiting for its
// link, and an address changed at once where no e-mail can prove it.
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema.ts';
import type { UserRow } from './users.repository.ts';

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

export function createEmailVerificationsRepository(db: Db) {
  return {
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
     * address is an address change the person asked for (`changeEmail` in email-address.service.ts): it moves the account to that
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
  };
}

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;
