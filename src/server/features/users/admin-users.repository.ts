// The Users admin page's queries: finding people, and changing their roles and whether they may log in, always
// leaving at least one administrator who can log in.
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema.ts';
import type { UserRow } from './users.repository.ts';

/** Serialises role and access changes, so two admins stepping down (or disabling each other) at once leave one, and two setup codes claimed at once make one admin. */
export const ADMIN_CHANGE_LOCK = 7_346_502;

export type AdminUserRow = Pick<UserRow, 'id' | 'name' | 'email' | 'createdAt' | 'disabledAt' | 'isAdmin' | 'canCreate' | 'emailVerifiedAt'>;

const COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  isAdmin: users.isAdmin,
  canCreate: users.canCreate,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** Enabled accounts that are admins: by their flag, or verified at one of `adminEmails` (the ADMIN_EMAILS in force, auth/roles.ts). */
export function isEnabledAdmin(adminEmails: readonly string[]): SQL | undefined {
  const isAdmin = adminEmails.length > 0
    ? or(eq(users.isAdmin, true), and(inArray(users.email, [...adminEmails]), isNotNull(users.emailVerifiedAt)))
    : eq(users.isAdmin, true);
  return and(isNull(users.disabledAt), isAdmin);
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

class NoAdminLeft extends Error {}

export type AdminChangeOutcome = { status: 'done'; row: AdminUserRow; endedSessionIds: string[] } | { status: 'unknown' | 'last-admin' };

/** `adminEmailsInForce`: the ADMIN_EMAILS that make admins now (auth/roles.ts), read at each check. */
export function createAdminUsersRepository(db: Db, adminEmailsInForce: () => Promise<readonly string[]>) {
  /** Inside a transaction that removes or demotes someone: waits for other such changes, then throws NoAdminLeft when none would remain. */
  async function assertAnAdminRemains(tx: Db): Promise<void> {
    const adminEmails = await adminEmailsInForce();
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const [admins] = await tx.select({ total: count() }).from(users).where(isEnabledAdmin(adminEmails));
    if (!admins || admins.total === 0) throw new NoAdminLeft();
  }

  /**
   * Applies `change` to the account in one transaction, and undoes it when no enabled admin would be left. Answers the
   * row after the change and the logins it ended (a disabled account's).
   */
  async function changeKeepingAnAdmin(
    id: string,
    change: (tx: Db) => Promise<{ row: AdminUserRow | undefined; endedSessionIds: string[] }>,
  ): Promise<AdminChangeOutcome> {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
        const { row, endedSessionIds } = await change(tx);
        if (!row) return { status: 'unknown' as const };
        await assertAnAdminRemains(tx);
        return { status: 'done' as const, row, endedSessionIds };
      });
    } catch (error) {
      if (error instanceof NoAdminLeft) return { status: 'last-admin' };
      throw error;
    }
  }

  return {
    /** One page of the accounts whose name or e-mail contains `search` (any case), newest first, and how many match. */
    async listUsers(search: string, page: { limit: number; offset: number }): Promise<{ rows: AdminUserRow[]; total: number }> {
      const where = search ? or(ilike(users.name, containing(search)), ilike(users.email, containing(search))) : undefined;
      const rows = await db.select(COLUMNS).from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(page.limit).offset(page.offset);
      const [matched] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total: matched?.total ?? 0 };
    },

    async findUser(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db.select(COLUMNS).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Sets the account's role flags; `last-admin` when that would leave no enabled admin. */
    async updateRoles(id: string, flags: { isAdmin?: boolean | undefined; canCreate?: boolean | undefined }): Promise<AdminChangeOutcome> {
      const values = { ...(flags.isAdmin === undefined ? {} : { isAdmin: flags.isAdmin }), ...(flags.canCreate === undefined ? {} : { canCreate: flags.canCreate }) };
      return changeKeepingAnAdmin(id, async (tx) => {
        const [row] = await tx.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning(COLUMNS);
        return { row, endedSessionIds: [] };
      });
    },

    /**
     * Disables the account and ends every login of it in the same transaction, or enables it again; `last-admin` when
     * disabling would leave no enabled admin. A disabled account keeps the moment it was first disabled.
     */
    async setDisabled(id: string, isDisabled: boolean, now = new Date()): Promise<AdminChangeOutcome> {
      return changeKeepingAnAdmin(id, async (tx) => {
        const disabledAt = isDisabled ? sql`coalesce(${users.disabledAt}, ${now.toISOString()}::timestamptz)` : null;
        const [row] = await tx.update(users).set({ disabledAt, updatedAt: now }).where(eq(users.id, id)).returning(COLUMNS);
        if (!row || !isDisabled) return { row, endedSessionIds: [] };
        const ended = await tx
          .update(authSessions)
          .set({ revokedAt: now })
          .where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        return { row, endedSessionIds: ended.map((session) => session.id) };
      });
    },

    /**
     * Runs `remove` (a deletion that calls back inside its transaction, after the row is gone) and answers
     * `last-admin`, with nothing removed, when no enabled admin would be left.
     */
    async removeKeepingAnAdmin(remove: (inTransaction: (tx: Db) => Promise<void>) => Promise<void>): Promise<'done' | 'last-admin'> {
      try {
        await remove(assertAnAdminRemains);
        return 'done';
      } catch (error) {
        if (error instanceof NoAdminLeft) return 'last-admin';
        throw error;
      }
    },
  };
}
