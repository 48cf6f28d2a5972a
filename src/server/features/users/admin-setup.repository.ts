// The setup codes a server without an administrator prints at start (schema/users.ts `adminSetupCodes`) and the ways
// an account becomes the first admin: claiming one, or the operator's `npm run users -- promote`.
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminSetupCodes, users } from '../../db/schema.ts';
import { ADMIN_CHANGE_LOCK, isEnabledAdmin } from './admin-users.repository.ts';

export type SetupClaimOutcome = 'done' | 'has-admin' | 'unknown-code';

export function createAdminSetupRepository(db: Db) {
  async function countAdmins(tx: Db, adminEmails: readonly string[]): Promise<number> {
    const [admins] = await tx.select({ total: count() }).from(users).where(isEnabledAdmin(adminEmails));
    return admins?.total ?? 0;
  }

  return {
    /** Whether an enabled account is an admin, by its flag or verified at one of `adminEmails` (the ADMIN_EMAILS in force). */
    async hasAdmin(adminEmails: readonly string[]): Promise<boolean> {
      return (await countAdmins(db, adminEmails)) > 0;
    },

    /** Keeps a new code's hash until `expiresAt`; codes already expired go. */
    async insertCode(codeHash: string, expiresAt: Date, now = new Date()): Promise<void> {
      await db.delete(adminSetupCodes).where(lte(adminSetupCodes.expiresAt, now));
      await db.insert(adminSetupCodes).values({ codeHash, expiresAt });
    },

    /**
     * Makes `userId` an admin when `codeHash` is an unexpired code and no admin exists yet, and deletes every code: a
     * code works once, and the others are worthless with an admin. Under the lock of role changes, so two claims at once
     * make one admin.
     */
    async claim(codeHash: string, userId: string, adminEmails: readonly string[], now = new Date()): Promise<SetupClaimOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
        if ((await countAdmins(tx, adminEmails)) > 0) return 'has-admin';
        const [code] = await tx
          .select({ codeHash: adminSetupCodes.codeHash })
          .from(adminSetupCodes)
          .where(and(eq(adminSetupCodes.codeHash, codeHash), gt(adminSetupCodes.expiresAt, now)))
          .limit(1);
        if (!code) return 'unknown-code';
        await tx.update(users).set({ isAdmin: true, updatedAt: now }).where(eq(users.id, userId));
        await tx.delete(adminSetupCodes).where(sql`true`);
        return 'done';
      });
    },

    /** Makes the account with `email` an admin (`npm run users -- promote`); answers its name, or undefined when none has it. */
    async promoteByEmail(email: string, now = new Date()): Promise<{ name: string; email: string; wasAdmin: boolean } | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
        const [before] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, email)).limit(1).for('update');
        if (!before) return undefined;
        const [row] = await tx.update(users).set({ isAdmin: true, updatedAt: now }).where(eq(users.email, email)).returning({ name: users.name, email: users.email });
        // With an admin, no setup code is of use any more.
        await tx.delete(adminSetupCodes).where(sql`true`);
        return row && { ...row, wasAdmin: before.isAdmin };
      });
    },
  };
}
