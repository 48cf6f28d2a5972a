// The Users admin page's rules: only admins; roles the server's environment grants are not changed here; an admin
// never removes the last admin; nobody disables or deletes their own account from here; disabling ends every login.
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_USERS_PAGE_SIZE,
  LAST_ADMIN_MESSAGE,
  type AdminResetLinkAnswer,
  type AdminUser,
  type AdminUserAnswer,
  type AdminUsersAnswer,
  type AdminUsersQuery,
  type DeleteAdminUserInput,
  type UpdateAdminUserRolesInput,
} from '../../../shared/contracts/admin-users.ts';
import { PASSWORD_RESET_TTL_MINUTES } from '../../../shared/contracts/users.ts';
import { effectiveRoles } from '../../auth/roles.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminUsersRepository, type AdminChangeOutcome, type AdminUserRow } from './admin-users.repository.ts';
import { issuePasswordReset, RESET_PASSWORD_PATH, resetLink } from './password-resets.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import type { UsersService } from './users.service.ts';

const SET_BY_ENVIRONMENT = "This role is set by the server's environment and cannot be changed here.";

export function createAdminUsersService(
  { config, database, roles, mail, users }: Pick<FeatureDeps, 'config' | 'database' | 'roles' | 'mail'> & { users: Pick<UsersService, 'deleteAccountById' | 'announceSessionsEnded'> },
  log?: Pick<FastifyBaseLogger, 'info'>,
) {
  const repository = createAdminUsersRepository(database.db, roles.adminEmailsInForce);
  const resetLinks = createPasswordResetsRepository(database.db);

  /** `sendsEmail`: whether the server sends e-mail now, read once per request (auth/roles.ts). */
  function toAdminUser(row: AdminUserRow, caller: AccessClaims, sendsEmail: boolean): AdminUser {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      disabledAt: row.disabledAt?.toISOString() ?? null,
      isSelf: row.id === caller.userId,
      ...effectiveRoles(config, row, sendsEmail),
    };
  }

  async function findOrThrow(id: string): Promise<AdminUserRow> {
    const row = await repository.findUser(id);
    if (!row) throw notFound('Account not found.');
    return row;
  }

  function rowOf(outcome: AdminChangeOutcome): AdminUserRow {
    if (outcome.status === 'done') return outcome.row;
    throw outcome.status === 'last-admin' ? conflict(LAST_ADMIN_MESSAGE) : notFound('Account not found.');
  }

  return {
    async list(caller: AccessClaims, query: AdminUsersQuery): Promise<AdminUsersAnswer> {
      await roles.assertAdmin(caller);
      const { rows, total } = await repository.listUsers(query.q, { limit: ADMIN_USERS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE });
      const sendsEmail = await roles.sendsEmail();
      return { data: rows.map((row) => toAdminUser(row, caller, sendsEmail)), page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE, total };
    },

    /** Promotes or demotes an admin, allows or revokes creating. */
    async updateRoles(caller: AccessClaims, id: string, input: UpdateAdminUserRolesInput): Promise<AdminUserAnswer> {
      await roles.assertAdmin(caller);
      const sendsEmail = await roles.sendsEmail();
      const before = effectiveRoles(config, await findOrThrow(id), sendsEmail);
      if ((input.isAdmin === false && before.isAdminByEnvironment) || (input.canCreate === false && before.canCreateByEnvironment)) {
        throw conflict(SET_BY_ENVIRONMENT);
      }
      const row = rowOf(await repository.updateRoles(id, input));
      log?.info({ adminId: caller.userId, userId: id, roles: input }, 'an admin changed roles');
      const changes = [
        input.isAdmin === undefined ? null : input.isAdmin ? 'is now an administrator' : 'is no longer an administrator',
        input.canCreate === undefined ? null : input.canCreate ? 'can now create library items' : 'can no longer create library items',
      ].filter((change): change is string => change !== null);
      return { data: toAdminUser(row, caller, sendsEmail), message: `${row.name} ${changes.join(' and ')}.` };
    },

    /** A one-time link to choose a new password (the one `npm run users -- reset-password` prints), shown to the admin once. */
    async createResetLink(caller: AccessClaims, id: string): Promise<AdminResetLinkAnswer> {
      await roles.assertAdmin(caller);
      const row = await findOrThrow(id);
      const token = await issuePasswordReset(resetLinks, row.id);
      // Without a public URL (environment or E-mail page) the server cannot know its own address: the page puts its
      // origin in front of the path.
      const { publicUrl } = await mail.get();
      const link = publicUrl ? resetLink(publicUrl, token) : `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
      log?.info({ adminId: caller.userId, userId: id }, 'an admin created a password-reset link');
      return {
        link,
        expiresInMinutes: PASSWORD_RESET_TTL_MINUTES,
        message: `Give this link to ${row.name} privately. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      };
    },

    /** Refuses the account's logins from now on and ends every session it has, at once. */
    async disable(caller: AccessClaims, id: string): Promise<AdminUserAnswer> {
      await roles.assertAdmin(caller);
      if (id === caller.userId) throw badRequest('You cannot disable your own account.');
      const outcome = await repository.setDisabled(id, true);
      const row = rowOf(outcome);
      if (outcome.status === 'done') await users.announceSessionsEnded(outcome.endedSessionIds);
      log?.info({ adminId: caller.userId, userId: id }, 'an admin disabled an account');
      return { data: toAdminUser(row, caller, await roles.sendsEmail()), message: `${row.name}'s account is disabled and every session has ended.` };
    },

    async enable(caller: AccessClaims, id: string): Promise<AdminUserAnswer> {
      await roles.assertAdmin(caller);
      const row = rowOf(await repository.setDisabled(id, false));
      log?.info({ adminId: caller.userId, userId: id }, 'an admin enabled an account');
      return { data: toAdminUser(row, caller, await roles.sendsEmail()), message: `${row.name} can log in again.` };
    },

    /** Deletes the account and everything it owns, as its owner's own deletion does. */
    async delete(caller: AccessClaims, id: string, input: DeleteAdminUserInput): Promise<{ message: string }> {
      await roles.assertAdmin(caller);
      if (id === caller.userId) throw badRequest('Delete your own account from Account settings.');
      const row = await findOrThrow(id);
      if (input.email !== row.email) throw badRequest("The e-mail address does not match this account's.");
      // Checked in the deletion's transaction: two admins deleting each other at once leave one of them.
      const outcome = await repository.removeKeepingAnAdmin((inTransaction) => users.deleteAccountById(id, inTransaction));
      if (outcome === 'last-admin') throw conflict(LAST_ADMIN_MESSAGE);
      log?.info({ adminId: caller.userId, userId: id }, 'an admin deleted an account');
      return { message: `${row.name}'s account and everything in it have been deleted.` };
    },
  };
}
