// The account itself: its profile, what the account page shows, ending its logins, and deleting it with everything it
// owns. Signing in, the e-mail address and the password have their own services (sign-in, email-address, password).
import type { DeleteAccountInput, UpdateProfileInput, User } from '../../../shared/contracts/users.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { createAccountContext, WRONG_PASSWORD, type AccountDeps, type AccountLog, type ClientInfo } from './account-context.ts';
import { toUser } from './users.repository.ts';

export function createUsersService(deps: AccountDeps, log?: AccountLog) {
  const { storage, queue, storageKeysOfAccount, beforeAccountDeleted } = deps;
  const account = createAccountContext(deps, log);
  const { users, logins, verificationLinks, announceEnded } = account;

  /**
   * Deletes the account, every row it owns and its jobs (pg-boss) and, after the commit, its files' stored bytes.
   * `alsoInTransaction` runs after the row is gone and before the commit; throwing there undoes the deletion. An
   * organisation the person alone owns with other members stops it (409: hand over ownership first).
   */
  async function deleteAccountById(userId: string, alsoInTransaction?: (tx: Db) => Promise<void>): Promise<void> {
    const email = (await users.findUserById(userId))?.email;
    // The person's jobs carry their ids and, in their output, their words: they go in the same transaction.
    const deleted = await users.deleteUser(
      userId,
      storageKeysOfAccount,
      async (tx) => {
        await alsoInTransaction?.(tx);
        await queue.deleteJobsOf({ userId }, tx);
        // Failed logins are keyed by the e-mail and the address they came from.
        if (email) await createLimitsRepository(tx).forgetAccount(userId, email);
      },
      beforeAccountDeleted,
    );
    if (!deleted) throw notFound('Account not found.');
    // A job that was running meanwhile may have left a copy (its dead-letter entry) after the commit.
    await queue.deleteJobsOf({ userId }).catch((error: unknown) => log?.error({ err: error }, "could not delete a deleted account's jobs"));
    await announceEnded(deleted.sessionIds);
    // The rows are gone, so a failed removal leaves only unreachable bytes; it is logged and does not undo anything.
    for (const key of deleted.storageKeys) {
      await storage.remove(key).catch((error: unknown) => log?.error({ err: error, storageKey: key }, "could not remove a deleted account's file"));
    }
  }

  return {
    /** The profile, whether its address is proven (and needs to be), and the new address a change waits on. */
    async getAccount(userId: string): Promise<{ user: User; emailVerified: boolean; emailVerificationRequired: boolean; pendingEmail: string | null }> {
      const row = await users.findUserById(userId);
      if (!row) throw notFound('Account not found.');
      const isRequired = await account.isVerificationRequired();
      const pending = isRequired ? await verificationLinks.findPendingEmailChange(row.id, row.email) : undefined;
      return {
        user: toUser(row),
        emailVerified: row.emailVerifiedAt !== null,
        emailVerificationRequired: isRequired,
        pendingEmail: pending?.email ?? null,
      };
    },

    async getProfile(userId: string): Promise<User> {
      const row = await users.findUserById(userId);
      if (!row) throw notFound('Account not found.');
      return toUser(row);
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
      const row = await users.updateProfile(userId, input);
      if (!row) throw notFound('Account not found.');
      return toUser(row);
    },

    /** Deletes the caller's account, every row it owns and its jobs (pg-boss) and, after the commit, its files' stored bytes. */
    async deleteAccount(caller: AccessClaims, input: DeleteAccountInput, client: ClientInfo): Promise<void> {
      await account.verifyCallerPassword(caller, input.password, client, WRONG_PASSWORD);
      await deleteAccountById(caller.userId);
    },

    /** The same deletion without the owner's password: an admin's, from the Users page (admin-users.service.ts checks the role). */
    deleteAccountById,

    /** Ends every login of the person at once: their tokens stop and their open event streams close, as a logout does. */
    async endSessionsOf(userId: string): Promise<void> {
      await announceEnded(await logins.revokeSessionsOf(userId));
    },

    /** After logins were ended in the database by another query (disabling an account): stops their tokens and streams now. */
    announceSessionsEnded: announceEnded,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
