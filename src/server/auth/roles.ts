// Who is an admin and who may create: the server's environment lists (ADMIN_EMAILS, CREATOR_EMAILS) or the account's
// flags in the database (given on the Users page). Every server check reads the effective role through `effectiveRoles`.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { forbidden } from '../lib/http-errors.ts';
import type { AccessClaims } from './tokens.ts';

export const ADMIN_ONLY_MESSAGE = 'Only administrators can do this.';
export const NOT_A_CREATOR_MESSAGE = 'Your account is not allowed to create library items. Ask an administrator to allow you to create.';

/** The environment's lists, lower-cased (config.adminEmails, config.creatorEmails). */
export interface RoleLists {
  adminEmails: readonly string[];
  creatorEmails: readonly string[];
}

/** What an account may do, and which of it the server's environment grants (not editable on the Users page). */
export interface EffectiveRoles {
  isAdmin: boolean;
  canCreate: boolean;
  isAdminByEnvironment: boolean;
  /** True for everyone while CREATOR_EMAILS is empty. */
  canCreateByEnvironment: boolean;
}

/** The one rule: an environment list OR the account's flag. CREATOR_EMAILS empty lets everyone create; ADMIN_EMAILS empty names nobody. */
export function effectiveRoles(lists: RoleLists, account: { email: string; isAdmin: boolean; canCreate: boolean }): EffectiveRoles {
  const email = account.email.toLowerCase();
  const isAdminByEnvironment = lists.adminEmails.includes(email);
  const canCreateByEnvironment = lists.creatorEmails.length === 0 || lists.creatorEmails.includes(email);
  return {
    isAdmin: isAdminByEnvironment || account.isAdmin,
    canCreate: canCreateByEnvironment || account.canCreate,
    isAdminByEnvironment,
    canCreateByEnvironment,
  };
}

const NO_ROLES: EffectiveRoles = { isAdmin: false, canCreate: false, isAdminByEnvironment: false, canCreateByEnvironment: false };

export function createRoles(lists: RoleLists, db: Db) {
  /** The caller's roles now, from their row (one indexed read): a promotion or a revocation counts at the next request. */
  async function rolesOf(userId: string): Promise<EffectiveRoles> {
    const [row] = await db
      .select({ email: users.email, isAdmin: users.isAdmin, canCreate: users.canCreate, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // A deleted or disabled account keeps no role, whatever a token still in flight says.
    return row && !row.disabledAt ? effectiveRoles(lists, row) : NO_ROLES;
  }
  return {
    rolesOf,
    /** 403 unless the caller is an admin. */
    async assertAdmin(caller: AccessClaims): Promise<void> {
      if (!(await rolesOf(caller.userId)).isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE);
    },
    /** Every create, update and delete of an item people share (personas, rubrics, glossaries, files, scenarios …). */
    async assertCanCreate(caller: AccessClaims): Promise<void> {
      if (!(await rolesOf(caller.userId)).canCreate) throw forbidden(NOT_A_CREATOR_MESSAGE);
    },
  };
}

export type Roles = ReturnType<typeof createRoles>;
