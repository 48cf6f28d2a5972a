// The password: a reset link asked for when it is forgotten, the new password set from that link, and a change by a
// signed-in person who knows the current one.
import { createHash } from 'node:crypto';
import argon2 from 'argon2';
import {
  PASSWORD_RESET_BY_OPERATOR_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  type ChangePasswordInput,
  type ForgotPasswordAnswer,
  type ResetPasswordInput,
} from '../../../shared/contracts/users.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { badRequest, tooManyRequests } from '../../lib/http-errors.ts';
import { createAccountContext, describeWait, refusedLinkMessages, WRONG_CURRENT_PASSWORD, type AccountDeps, type AccountLog, type ClientInfo } from './account-context.ts';
import { hashResetToken, issuePasswordReset, resetEmail, resetLink } from './password-resets.ts';

const ASK_AGAIN = 'Ask for a new one on the "Forgot password?" page.';
const RESET_REFUSED = refusedLinkMessages('reset', ASK_AGAIN);

export function createPasswordService(deps: AccountDeps, log?: AccountLog) {
  const account = createAccountContext(deps, log);
  const { users, resetLinks } = account;

  return {
    /**
     * Sends a reset link when the e-mail has an account and SMTP is configured. The answer is the same either way,
     * and the e-mail leaves after it, so neither its words nor its timing tell whether the account exists.
     */
    async requestPasswordReset(email: string): Promise<ForgotPasswordAnswer> {
      // Counted per address whether or not it has an account, so the limit gives nothing away either; the key holds
      // a hash of the address, not the address.
      const retryAfterSeconds = await account.takeMailAllowance(`password-reset:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`);
      if (retryAfterSeconds !== null) {
        throw tooManyRequests(`Too many reset requests for this e-mail address. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
      }
      const sender = await account.sending();
      if (!sender) return { success: true, message: PASSWORD_RESET_BY_OPERATOR_MESSAGE, delivery: 'operator' };
      const row = await users.findUserByEmail(email);
      // An address nobody has proven is not trusted with a reset link: whoever registered it may not own it. Its
      // owner gets the verification link instead (the answer stays the same), and can ask for a reset once verified.
      if (row && !row.emailVerifiedAt) {
        await account.sendVerification(row, 'reset-needs-verification');
      } else if (row) {
        const token = await issuePasswordReset(resetLinks, row.id);
        const message = resetEmail(row.email, resetLink(sender.publicUrl, token), row.language);
        void sender.mailer.send(message).catch((error: unknown) => log?.error({ err: error }, 'could not send a password-reset e-mail'));
      }
      return { success: true, message: PASSWORD_RESET_SENT_MESSAGE, delivery: 'email' };
    },

    /** Sets the new password from a reset link, once, and ends every login of the person. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const passwordHash = await argon2.hash(input.password, account.hashOptions);
      const outcome = await resetLinks.resetPassword(hashResetToken(input.token), passwordHash);
      if (outcome.status !== 'done') throw badRequest(RESET_REFUSED[outcome.status]);
      await account.announceEnded(outcome.revokedSessionIds);
    },

    /** Changes the caller's password; their other logins end, this one stays. */
    async changePassword(caller: AccessClaims, input: ChangePasswordInput, client: ClientInfo): Promise<void> {
      await account.verifyCallerPassword(caller, input.current_password, client, WRONG_CURRENT_PASSWORD);
      const passwordHash = await argon2.hash(input.new_password, account.hashOptions);
      await account.announceEnded(await resetLinks.changePassword(caller.userId, passwordHash, caller.sessionId));
    },
  };
}
