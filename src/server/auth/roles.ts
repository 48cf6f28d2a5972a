// Who is an admin and who may create: the server's environment lists (ADMIN_EMAILS, CREATOR_EMAILS), for addresses
// proven by e-mail, or the account's flags in the database (given on the Users page, by `npm run users -- promote` or
// the setup code). Every server check reads the effective role through `effectiveRoles`.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { MailSettingsSource } from '../lib/email-settings.ts';
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

/** What the rule reads of an account. */
export interface RoleAccount {
  email: string;
  isAdmin: boolean;
  canCreate: boolean;
  emailVerifiedAt: Date | null;
}

/** Whether `email` is named by ADMIN_EMAILS or CREATOR_EMAILS, proven or not. */
export function isNamedByEnvironment(lists: RoleLists, email: string): boolean {
  const lowered = email.toLowerCase();
  return lists.adminEmails.includes(lowered) || lists.creatorEmails.includes(lowered);
}

/**
 * The one rule: an environment list OR the account's flag. CREATOR_EMAILS empty lets everyone create; ADMIN_EMAILS
 * empty names nobody. `sendsEmail`: whether the server sends e-mail now (environment or E-mail page).
 */
export function effectiveRoles(lists: RoleLists, account: RoleAccount, sendsEmail: boolean): EffectiveRoles {
  const email = account.email.toLowerCase();
  // An address is proven only by the link this server e-mailed to it; without e-mail nothing proves one.
  const isProven = sendsEmail && account.emailVerifiedAt !== null;
  // Running the place is never given to whoever registers an address first: an unproven ADMIN_EMAILS account is a learner.
  const isAdminByEnvironment = isProven && lists.adminEmails.includes(email);
  // Creating shared library items is low-risk, so without e-mail CREATOR_EMAILS still counts on the address alone
  // (an existing account cannot move to a listed address then: email-address.service.ts); with e-mail, once proven.
  const isCreatorAddressTrusted = isProven || !sendsEmail;
  const canCreateByEnvironment = lists.creatorEmails.length === 0 || (isCreatorAddressTrusted && lists.creatorEmails.includes(email));
  return {
    isAdmin: isAdminByEnvironment || account.isAdmin,
    canCreate: canCreateByEnvironment || account.canCreate,
    isAdminByEnvironment,
    canCreateByEnvironment,
  };
}

const NO_ROLES: EffectiveRoles = { isAdmin: false, canCreate: false, isAdminByEnvironment: false, canCreateByEnvironment: false };

export function createRoles(lists: RoleLists, db: Db, mail: Pick<MailSettingsSource, 'get'>) {
  /** Whether this server sends e-mail now, so a verified address was proven by its link (account-context.ts `sending`). */
  async function sendsEmail(): Promise<boolean> {
    const { mailer, publicUrl } = await mail.get();
    return mailer !== undefined && publicUrl !== undefined;
  }

  /** The caller's roles now, from their row (one indexed read): a promotion or a revocation counts at the next request. */
  async function rolesOf(userId: string): Promise<EffectiveRoles> {
    const [row] = await db
      .select({ email: users.email, isAdmin: users.isAdmin, canCreate: users.canCreate, emailVerifiedAt: users.emailVerifiedAt, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // A deleted or disabled account keeps no role, whatever a token still in flight says.
    if (!row || row.disabledAt) return NO_ROLES;
    // The e-mail settings are read only for a listed address: the only answer they can change.
    return effectiveRoles(lists, row, isNamedByEnvironment(lists, row.email) && (await sendsEmail()));
  }
  return {
    rolesOf,
    sendsEmail,
    /** The ADMIN_EMAILS that make admins now (of verified accounts): all of them while the server sends e-mail, else none. */
    async adminEmailsInForce(): Promise<readonly string[]> {
      return lists.adminEmails.length > 0 && (await sendsEmail()) ? lists.adminEmails : [];
    },
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
