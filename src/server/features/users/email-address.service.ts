// The account's e-mail address: verifying it with a link, changing it (through a link when the server sends e-mail),
// and sending those links again.
import {
  EMAIL_IN_USE_MESSAGE,
  EMAIL_NEEDS_CONFIRMATION_MESSAGE,
  EMAIL_UNCHANGED_MESSAGE,
  type ChangeEmailAnswer,
  type ChangeEmailInput,
  type User,
} from '../../../shared/contracts/users.ts';
import { isNamedByEnvironment } from '../../auth/roles.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { createAccountContext, refusedLinkMessages, WRONG_CURRENT_PASSWORD, type AccountDeps, type AccountLog, type ClientInfo } from './account-context.ts';
import { emailChangeNotice, hashVerificationToken } from './email-verifications.ts';

const ASK_AGAIN_VERIFY = 'Sign in and ask for a new link on your dashboard.';
const VERIFY_REFUSED = { ...refusedLinkMessages('verification', ASK_AGAIN_VERIFY), taken: EMAIL_IN_USE_MESSAGE } as const;
const NO_PENDING_CHANGE = 'No change of e-mail address is waiting.';

export function createEmailAddressService(deps: AccountDeps, log?: AccountLog) {
  const { config } = deps;
  const account = createAccountContext(deps, log);
  const { users, verificationLinks } = account;
  // An address the server's settings name as an operator's (ADMIN_EMAILS, or CREATOR_EMAILS when it limits creating).
  const carriesRights = (email: string) => isNamedByEnvironment(config, email);

  return {
    /**
     * Uses a link's token, once: it verifies the account's address, or (a link sent for an address change) moves the
     * account to the new address. Answers which, and the account's address now.
     */
    async verifyEmail(token: string): Promise<{ kind: 'verified' | 'changed'; userId: string; email: string }> {
      const outcome = await verificationLinks.verifyEmail(hashVerificationToken(token));
      if (outcome.status === 'taken') throw conflict(VERIFY_REFUSED.taken);
      if (outcome.status !== 'done') throw badRequest(VERIFY_REFUSED[outcome.status]);
      return { kind: outcome.kind, userId: outcome.userId, email: outcome.email };
    },

    /**
     * Changes the caller's e-mail address, after their password (throttled like a login). With e-mail, a link goes to
     * the new address and the change waits for it, while the current address is told; without, the change applies at
     * once and `access` is a new access token for this login, carrying the new address. Other logins stay valid.
     */
    async changeEmail(
      caller: AccessClaims,
      input: ChangeEmailInput,
      client: ClientInfo,
    ): Promise<Omit<ChangeEmailAnswer, 'success' | 'message'> & { access?: { accessToken: string; user: User } }> {
      const row = await account.verifyCallerPassword(caller, input.current_password, client, WRONG_CURRENT_PASSWORD);
      if (input.email === row.email) throw badRequest(EMAIL_UNCHANGED_MESSAGE);
      // Nothing beyond "in use": not whose it is, nor whether it is proven.
      if (await users.findUserByEmail(input.email)) throw conflict(EMAIL_IN_USE_MESSAGE);
      const sender = await account.sending();
      if (!sender) {
        // Without e-mail nobody can prove the address: an operator's address (admin or creator rights) stays out of reach.
        if (carriesRights(input.email)) throw forbidden(EMAIL_NEEDS_CONFIRMATION_MESSAGE);
        const changed = await verificationLinks.changeEmail(row.id, input.email);
        if (changed.status !== 'done') throw changed.status === 'taken' ? conflict(EMAIL_IN_USE_MESSAGE) : notFound('Account not found.');
        const access = await account.issueAccess(changed.row, caller.sessionId);
        return { status: 'changed', email: access.user.email, pendingEmail: null, access };
      }
      await account.takeVerificationAllowance(row.id);
      // One change waits at a time: a newer request replaces the older one's link.
      await verificationLinks.cancelEmailChanges(row.id, row.email);
      await account.sendVerification(row, 'email-change', input.email);
      const notice = emailChangeNotice(row.email, input.email, config.emailVerificationTtlHours, row.language);
      void sender.mailer.send(notice).catch((error: unknown) => log?.error({ err: error }, 'could not send an address-change notice'));
      return { status: 'pending', email: row.email, pendingEmail: input.email };
    },

    /** Sends the link for the waiting address change again (a few per window); 409 when no change waits. */
    async resendEmailChange(caller: AccessClaims): Promise<string> {
      const row = await users.findUserById(caller.userId);
      if (!row) throw notFound('Account not found.');
      const pending = (await account.isVerificationRequired()) ? await verificationLinks.findPendingEmailChange(row.id, row.email) : undefined;
      if (!pending) throw conflict(NO_PENDING_CHANGE);
      await account.takeVerificationAllowance(row.id);
      await account.sendVerification(row, 'email-change', pending.email);
      return pending.email;
    },

    /** Calls off the waiting address change: its links stop working. 409 when no change waits. */
    async cancelEmailChange(caller: AccessClaims): Promise<void> {
      const row = await users.findUserById(caller.userId);
      if (!row) throw notFound('Account not found.');
      if ((await verificationLinks.cancelEmailChanges(row.id, row.email)) === 0) throw conflict(NO_PENDING_CHANGE);
    },

    /** A new access token for `sessionId`, carrying the account's address now (after a change applied). */
    async reissueAccess(userId: string, sessionId: string): Promise<{ accessToken: string; user: User }> {
      const row = await users.findUserById(userId);
      if (!row) throw notFound('Account not found.');
      return account.issueAccess(row, sessionId);
    },

    /** Sends the signed-in person a new verification link (a few per window). */
    async resendVerification(caller: AccessClaims): Promise<void> {
      if (!(await account.isVerificationRequired())) throw conflict('This server does not send e-mail, so there is no address to verify.');
      const row = await users.findUserById(caller.userId);
      if (!row) throw notFound('Account not found.');
      if (row.emailVerifiedAt) throw conflict('Your e-mail address is already verified.');
      await account.takeVerificationAllowance(row.id);
      await account.sendVerification(row);
    },
  };
}
