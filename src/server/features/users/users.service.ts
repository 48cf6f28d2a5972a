// Account rules: registration, login, token rotation, logout, the profile, verifying the e-mail address, and the
// password: forgotten, reset, changed; and deleting the account with everything it owns.
import argon2 from 'argon2';
import type { FastifyBaseLogger } from 'fastify';
import {
  EMAIL_IN_USE_MESSAGE,
  EMAIL_NEEDS_CONFIRMATION_MESSAGE,
  EMAIL_UNCHANGED_MESSAGE,
  PASSWORD_RESET_BY_OPERATOR_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  type ChangeEmailAnswer,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type ForgotPasswordAnswer,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type UpdateProfileInput,
  type User,
} from '../../../shared/contracts/users.ts';
import { effectiveRoles } from '../../auth/roles.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { generateDeviceId, generateRefreshToken, hashRefreshToken, isDeviceId } from '../../auth/tokens.ts';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../shared/contracts/admin-users.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Db } from '../../db/client.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import {
  EMAIL_CHANGE_REASON,
  emailChangeNotice,
  hashVerificationToken,
  issueEmailVerification,
  verificationEmail,
  verificationLink,
} from './email-verifications.ts';
import { createLoginDevicesRepository, knownDeviceKeys, type LoginClient } from './login-devices.repository.ts';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import { createLoginThrottle, type LoginWait } from './login-throttle.ts';
import { createRequestLimit, hashResetToken, issuePasswordReset, resetEmail, resetLink } from './password-resets.ts';
import { createUsersRepository, toUser, type UserRow } from './users.repository.ts';

const INVALID_CREDENTIALS = 'Invalid email or password.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const ASK_AGAIN = 'Ask for a new one on the "Forgot password?" page.';
const RESET_REFUSED = {
  unknown: `This reset link is not valid. ${ASK_AGAIN}`,
  used: `This reset link has already been used. ${ASK_AGAIN}`,
  expired: `This reset link has expired. ${ASK_AGAIN}`,
} as const;
const ASK_AGAIN_VERIFY = 'Sign in and ask for a new link on your dashboard.';
const VERIFY_REFUSED = {
  unknown: `This verification link is not valid. ${ASK_AGAIN_VERIFY}`,
  used: `This verification link has already been used. ${ASK_AGAIN_VERIFY}`,
  expired: `This verification link has expired. ${ASK_AGAIN_VERIFY}`,
  taken: EMAIL_IN_USE_MESSAGE,
} as const;
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const WRONG_PASSWORD = 'The password is not correct.';
const NO_PENDING_CHANGE = 'No change of e-mail address is waiting.';

/** Where the caller is, for the throttle on password checks: their address and device cookie, if any. */
export type ClientInfo = LoginClient;

export interface IssuedSession {
  user: User;
  accessToken: string;
  refreshToken: string;
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function throttledMessage(wait: LoginWait): string {
  const when = describeWait(wait.retryAfterSeconds);
  return wait.scope === 'address'
    ? `Too many failed login attempts. Try again in ${when}.`
    : `Too many failed login attempts for this account. Try again in ${when}, or from a network you have logged in from before.`;
}

export function createUsersService(
  { config, database, auth, storage, events, queue, mail, onAccountCreated, storageKeysOfAccount }: Pick<
    FeatureDeps,
    'config' | 'database' | 'auth' | 'storage' | 'events' | 'queue' | 'mail' | 'onAccountCreated' | 'storageKeysOfAccount'
  >,
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
) {
  const users = createUsersRepository(database.db);
  const devices = createLoginDevicesRepository(database.db);
  // An address the server's settings name as an operator's (ADMIN_EMAILS, or CREATOR_EMAILS when it limits creating).
  const carriesRights = (email: string) => {
    const roles = effectiveRoles(config, { email, isAdmin: false, canCreate: false });
    return roles.isAdminByEnvironment || (config.creatorEmails.length > 0 && roles.canCreateByEnvironment);
  };
  const resetRequests = createRequestLimit({ max: config.passwordResetPerEmail, windowMs: config.loginRateLimit.windowSeconds * 1000 });
  // Resent verification links count per account, with the reset links' allowance: nobody fills a mailbox with them.
  const verificationRequests = createRequestLimit({ max: config.passwordResetPerEmail, windowMs: config.loginRateLimit.windowSeconds * 1000 });
  /**
   * The mailer and the public URL its links use, when this server sends e-mail now (the environment, or the E-mail
   * page's saved settings). An address counts as proven only when this server can send the link that proves it.
   */
  async function sending(): Promise<{ mailer: Mailer; publicUrl: string } | undefined> {
    const { mailer, publicUrl } = await mail.get();
    return mailer && publicUrl ? { mailer, publicUrl } : undefined;
  }
  const isVerificationRequired = async () => (await sending()) !== undefined;

  /**
   * Sends a verification link to `to` (the person's current address unless a change names a new one), after the
   * answer, like the reset e-mail.
   */
  async function sendVerification(row: UserRow, reason?: string, to = row.email): Promise<void> {
    const email = await sending();
    if (!email) return;
    const { mailer, publicUrl } = email;
    const token = await issueEmailVerification(users, { id: row.id, email: to }, config.emailVerificationTtlHours);
    const message = verificationEmail({ email: to, name: row.name }, verificationLink(publicUrl, token), config.emailVerificationTtlHours, reason);
    void mailer.send(message).catch((error: unknown) => log?.error({ err: error }, 'could not send a verification e-mail'));
  }

  /** Counts a verification e-mail against the account's allowance, or throws 429. */
  function takeVerificationAllowance(userId: string): void {
    const retryAfterSeconds = verificationRequests.take(userId);
    if (retryAfterSeconds !== null) {
      throw tooManyRequests(`Too many verification e-mails asked for. Try again in ${describeWait(retryAfterSeconds)}.`);
    }
  }
  const { tokens, sessionStatus } = auth;
  const { refreshTokenTtlSeconds, refreshReuseGraceSeconds } = config;
  const throttle = createLoginThrottle({
    failuresBeforeDelay: config.loginRateLimit.failuresBeforeDelay,
    accountCeiling: config.loginRateLimit.perAccount,
    windowMs: config.loginRateLimit.windowSeconds * 1000,
  }, createLimitsRepository(database.db));
  // OWASP's argon2id baseline by default (19 MiB, 2 passes): strong, and quick enough for a 2-core machine under load.
  const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: config.passwordHash.memoryKib, timeCost: config.passwordHash.passes, parallelism: 1 } as const;
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  const dummyHash = argon2.hash('engram-timing-equaliser', HASH_OPTIONS);

  /** An access token for the login `sessionId`, carrying the account's address as `row` has it. */
  async function issueAccess(row: UserRow, sessionId: string): Promise<{ accessToken: string; user: User }> {
    const accessToken = await tokens.signAccessToken({ userId: row.id, sessionId, email: row.email });
    return { user: toUser(row), accessToken };
  }

  async function issueTokens(row: UserRow, sessionId: string, refreshToken: string): Promise<IssuedSession> {
    return { ...(await issueAccess(row, sessionId)), refreshToken };
  }

  /**
   * After logins ended in the database: their access tokens stop at once on this instance (within the status cache's
   * second elsewhere), and their open event streams close on every instance.
   */
  async function announceEnded(sessionIds: string[]): Promise<void> {
    for (const sessionId of sessionIds) sessionStatus.markRevoked(sessionId);
    // The login has ended either way; a stream that misses the notice closes at its next check (events.routes.ts).
    await events.publishSessionsEnded(sessionIds).catch((error: unknown) => log?.warn({ err: error }, 'could not announce ended logins'));
  }

  async function revokeSession(sessionId: string): Promise<void> {
    await users.revokeSession(sessionId);
    await announceEnded([sessionId]);
  }

  /** Admits a password check, or throws 429; at the account ceiling, a client that signed in before still may. */
  async function admitPasswordCheck(email: string, client: ClientInfo): Promise<void> {
    const wait = await throttle.beginAttempt(email, client.address, () => devices.isKnown(email, knownDeviceKeys(client)));
    if (wait) throw tooManyRequests(throttledMessage(wait));
  }

  async function recordSignIn(row: UserRow, client: ClientInfo): Promise<void> {
    await throttle.recordSuccess(row.email, client.address);
    await devices.remember(row.id, knownDeviceKeys(client));
  }

  /**
   * The caller's password, checked like a login (same throttle), before a change that needs it: a session left
   * open must not be enough to change the password or delete the account, nor to guess the password quickly.
   */
  async function verifyCallerPassword(caller: AccessClaims, password: string, client: ClientInfo, wrongMessage: string): Promise<UserRow> {
    await admitPasswordCheck(caller.email, client);
    const row = await users.findUserById(caller.userId);
    if (!row) throw notFound('Account not found.');
    const isValid = await argon2.verify(row.passwordHash, password).catch(() => false);
    if (!isValid) {
      await throttle.recordFailure(caller.email, client.address);
      throw badRequest(wrongMessage);
    }
    await recordSignIn(row, client);
    return row;
  }

  /** A new login of `row` from `client`: its refresh token, its access token and the browser's device id. */
  async function startSession(row: UserRow, client: ClientInfo & { userAgent: string | null }): Promise<IssuedSession & { deviceId: string }> {
    // A well-formed cookie is kept, so a browser stays the same device; otherwise this login starts one.
    const deviceId = client.deviceId && isDeviceId(client.deviceId) ? client.deviceId : generateDeviceId();
    await recordSignIn(row, { address: client.address, deviceId });
    const refreshToken = generateRefreshToken();
    const sessionId = await users.createSession({
      userId: row.id,
      expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      tokenHash: hashRefreshToken(refreshToken),
    });
    return { ...(await issueTokens(row, sessionId, refreshToken)), deviceId };
  }

  /**
   * Deletes the account, every row it owns and its jobs (pg-boss) and, after the commit, its files' stored bytes.
   * `alsoInTransaction` runs after the row is gone and before the commit; throwing there undoes the deletion.
   */
  async function deleteAccountById(userId: string, alsoInTransaction?: (tx: Db) => Promise<void>): Promise<void> {
    const email = (await users.findUserById(userId))?.email;
    // The person's jobs carry their ids and, in their output, their words: they go in the same transaction.
    const deleted = await users.deleteUser(userId, storageKeysOfAccount, async (tx) => {
      await alsoInTransaction?.(tx);
      await queue.deleteJobsOf({ userId }, tx);
      // Failed logins are keyed by the e-mail and the address they came from.
      if (email) await createLimitsRepository(tx).forgetAccount(userId, email);
    });
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
    /** Creates the account and signs its owner in on the browser that registered it (no second login). */
    async register(input: RegisterInput, client: ClientInfo & { userAgent: string | null }): Promise<IssuedSession & { deviceId: string }> {
      const passwordHash = await argon2.hash(input.password, HASH_OPTIONS);
      // With no ADMIN_EMAILS, the first account of an empty database runs the place (README); the repository makes it one account.
      const row = await users.insertUser({ email: input.email, name: input.name, nickname: input.name, passwordHash }, onAccountCreated, {
        firstAccountIsAdmin: config.adminEmails.length === 0,
      });
      if (!row) throw conflict('An account with this email already exists.');
      await sendVerification(row);
      return startSession(row, client);
    },

    /** Whether registering asks the person to confirm their address (the server sends e-mail now). */
    isVerificationRequired,

    /** The profile, whether its address is proven (and needs to be), and the new address a change waits on. */
    async getAccount(userId: string): Promise<{ user: User; emailVerified: boolean; emailVerificationRequired: boolean; pendingEmail: string | null }> {
      const row = await users.findUserById(userId);
      if (!row) throw notFound('Account not found.');
      const isRequired = await isVerificationRequired();
      const pending = isRequired ? await users.findPendingEmailChange(row.id, row.email) : undefined;
      return {
        user: toUser(row),
        emailVerified: row.emailVerifiedAt !== null,
        emailVerificationRequired: isRequired,
        pendingEmail: pending?.email ?? null,
      };
    },

    /**
     * Uses a link's token, once: it verifies the account's address, or (a link sent for an address change) moves the
     * account to the new address. Answers which, and the account's address now.
     */
    async verifyEmail(token: string): Promise<{ kind: 'verified' | 'changed'; userId: string; email: string }> {
      const outcome = await users.verifyEmail(hashVerificationToken(token));
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
      const row = await verifyCallerPassword(caller, input.current_password, client, WRONG_CURRENT_PASSWORD);
      if (input.email === row.email) throw badRequest(EMAIL_UNCHANGED_MESSAGE);
      // Nothing beyond "in use": not whose it is, nor whether it is proven.
      if (await users.findUserByEmail(input.email)) throw conflict(EMAIL_IN_USE_MESSAGE);
      const sender = await sending();
      if (!sender) {
        // Without e-mail nobody can prove the address: an operator's address (admin or creator rights) stays out of reach.
        if (carriesRights(input.email)) throw forbidden(EMAIL_NEEDS_CONFIRMATION_MESSAGE);
        const changed = await users.changeEmail(row.id, input.email);
        if (changed.status !== 'done') throw changed.status === 'taken' ? conflict(EMAIL_IN_USE_MESSAGE) : notFound('Account not found.');
        const access = await issueAccess(changed.row, caller.sessionId);
        return { status: 'changed', email: access.user.email, pendingEmail: null, access };
      }
      takeVerificationAllowance(row.id);
      // One change waits at a time: a newer request replaces the older one's link.
      await users.cancelEmailChanges(row.id, row.email);
      await sendVerification(row, EMAIL_CHANGE_REASON, input.email);
      const notice = emailChangeNotice({ email: row.email, name: row.name }, input.email, config.emailVerificationTtlHours);
      void sender.mailer.send(notice).catch((error: unknown) => log?.error({ err: error }, 'could not send an address-change notice'));
      return { status: 'pending', email: row.email, pendingEmail: input.email };
    },

    /** Sends the link for the waiting address change again (a few per window); 409 when no change waits. */
    async resendEmailChange(caller: AccessClaims): Promise<string> {
      const row = await users.findUserById(caller.userId);
      if (!row) throw notFound('Account not found.');
      const pending = (await isVerificationRequired()) ? await users.findPendingEmailChange(row.id, row.email) : undefined;
      if (!pending) throw conflict(NO_PENDING_CHANGE);
      takeVerificationAllowance(row.id);
      await sendVerification(row, EMAIL_CHANGE_REASON, pending.email);
      return pending.email;
    },

    /** Calls off the waiting address change: its links stop working. 409 when no change waits. */
    async cancelEmailChange(caller: AccessClaims): Promise<void> {
      const row = await users.findUserById(caller.userId);
      if (!row) throw notFound('Account not found.');
      if ((await users.cancelEmailChanges(row.id, row.email)) === 0) throw conflict(NO_PENDING_CHANGE);
    },

    /** A new access token for `sessionId`, carrying the account's address now (after a change applied). */
    async reissueAccess(userId: string, sessionId: string): Promise<{ accessToken: string; user: User }> {
      const row = await users.findUserById(userId);
      if (!row) throw notFound('Account not found.');
      return issueAccess(row, sessionId);
    },

    /** Sends the signed-in person a new verification link (a few per window). */
    async resendVerification(caller: AccessClaims): Promise<void> {
      if (!(await isVerificationRequired())) throw conflict('This server does not send e-mail, so there is no address to verify.');
      const row = await users.findUserById(caller.userId);
      if (!row) throw notFound('Account not found.');
      if (row.emailVerifiedAt) throw conflict('Your e-mail address is already verified.');
      takeVerificationAllowance(row.id);
      await sendVerification(row);
    },

    /**
     * `client.address` is the caller's IP as the server sees it (the forwarded one behind a trusted proxy);
     * `client.deviceId` the device cookie a previous login left. Answers the device id the browser keeps from now on.
     */
    async login(input: LoginInput, client: ClientInfo & { userAgent: string | null }): Promise<IssuedSession & { deviceId: string }> {
      await admitPasswordCheck(input.email, client);
      const row = await users.findUserByEmail(input.email);
      const isValid = await argon2.verify(row?.passwordHash ?? (await dummyHash), input.password).catch(() => false);
      if (!row || !isValid) {
        await throttle.recordFailure(input.email, client.address);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      // Said only to whoever knows the password, so the answer tells a guesser nothing.
      if (row.disabledAt) throw forbidden(ACCOUNT_DISABLED_MESSAGE);
      return startSession(row, client);
    },

    /**
     * Exchanges a refresh token for a new pair. The successor is derived from the token (tokens.ts), so a token
     * presented again within REFRESH_REUSE_GRACE_SECONDS of its rotation (several tabs refreshing at once) answers
     * the same successor. Presented later, it means the token was copied: the whole login is revoked, so neither
     * the thief nor the owner can keep using it.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthorized(SESSION_EXPIRED);
      const oldHash = hashRefreshToken(refreshToken);
      const stored = await users.findRefreshToken(oldHash);
      if (!stored) throw unauthorized(SESSION_EXPIRED);
      const next = tokens.deriveRefreshSuccessor(refreshToken);
      // Rotated before this request looked, or by a concurrent request between the look and the update.
      const answerReuse = async (rotatedAt: Date): Promise<IssuedSession> => {
        const isWithinGrace = refreshReuseGraceSeconds > 0 && Date.now() - rotatedAt.getTime() <= refreshReuseGraceSeconds * 1000;
        const successor = isWithinGrace ? await users.findRefreshToken(hashRefreshToken(next)) : undefined;
        if (!successor) {
          await revokeSession(stored.sessionId);
          throw unauthorized(SESSION_EXPIRED);
        }
        const row = stored.sessionRevokedAt ? undefined : await users.findUserById(stored.userId);
        if (!row || row.disabledAt || successor.sessionRevokedAt || successor.sessionExpiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_EXPIRED);
        return issueTokens(row, successor.sessionId, next);
      };
      if (stored.rotatedAt) return answerReuse(stored.rotatedAt);
      const now = Date.now();
      if (stored.sessionRevokedAt || stored.expiresAt.getTime() <= now || stored.sessionExpiresAt.getTime() <= now) {
        throw unauthorized(SESSION_EXPIRED);
      }
      const row = await users.findUserById(stored.userId);
      if (!row || row.disabledAt) throw unauthorized(SESSION_EXPIRED);
      const isRotated = await users.rotateRefreshToken({
        oldHash,
        newHash: hashRefreshToken(next),
        sessionId: stored.sessionId,
        // The login keeps its original lifetime; rotation does not extend it.
        expiresAt: stored.sessionExpiresAt,
      });
      if (isRotated) return issueTokens(row, stored.sessionId, next);
      const rotatedMeanwhile = await users.findRefreshToken(oldHash);
      return answerReuse(rotatedMeanwhile?.rotatedAt ?? new Date(0));
    },

    async logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
      if (sessionId) await revokeSession(sessionId);
      if (refreshToken) {
        const stored = await users.findRefreshToken(hashRefreshToken(refreshToken));
        if (stored) await revokeSession(stored.sessionId);
      }
    },

    async getProfile(userId: string): Promise<User> {
      const row = await users.findUserById(userId);
      if (!row) throw notFound('Account not found.');
      return toUser(row);
    },

    async updateProfile(userId: string, input: UpdateProfileInput): Promise<User> {
      const row = await users.updateNickname(userId, input.nickname);
      if (!row) throw notFound('Account not found.');
      return toUser(row);
    },

    /**
     * Sends a reset link when the e-mail has an account and SMTP is configured. The answer is the same either way,
     * and the e-mail leaves after it, so neither its words nor its timing tell whether the account exists.
     */
    async requestPasswordReset(email: string): Promise<ForgotPasswordAnswer> {
      // Counted per address whether or not it has an account, so the limit gives nothing away either.
      const retryAfterSeconds = resetRequests.take(email);
      if (retryAfterSeconds !== null) {
        throw tooManyRequests(`Too many reset requests for this e-mail address. Try again in ${describeWait(retryAfterSeconds)}.`);
      }
      const sender = await sending();
      if (!sender) return { success: true, message: PASSWORD_RESET_BY_OPERATOR_MESSAGE, delivery: 'operator' };
      const row = await users.findUserByEmail(email);
      // An address nobody has proven is not trusted with a reset link: whoever registered it may not own it. Its
      // owner gets the verification link instead (the answer stays the same), and can ask for a reset once verified.
      if (row && !row.emailVerifiedAt) {
        await sendVerification(row, 'Someone (we hope you) asked to reset the password of your Engram account. This address must be confirmed first; once it is, ask for the reset again.');
      } else if (row) {
        const token = await issuePasswordReset(users, row.id);
        const message = resetEmail({ email: row.email, name: row.name }, resetLink(sender.publicUrl, token));
        void sender.mailer.send(message).catch((error: unknown) => log?.error({ err: error }, 'could not send a password-reset e-mail'));
      }
      return { success: true, message: PASSWORD_RESET_SENT_MESSAGE, delivery: 'email' };
    },

    /** Sets the new password from a reset link, once, and ends every login of the person. */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const passwordHash = await argon2.hash(input.password, HASH_OPTIONS);
      const outcome = await users.resetPassword(hashResetToken(input.token), passwordHash);
      if (outcome.status !== 'done') throw badRequest(RESET_REFUSED[outcome.status]);
      await announceEnded(outcome.revokedSessionIds);
    },

    /** Changes the caller's password; their other logins end, this one stays. */
    async changePassword(caller: AccessClaims, input: ChangePasswordInput, client: ClientInfo): Promise<void> {
      await verifyCallerPassword(caller, input.current_password, client, WRONG_CURRENT_PASSWORD);
      const passwordHash = await argon2.hash(input.new_password, HASH_OPTIONS);
      await announceEnded(await users.changePassword(caller.userId, passwordHash, caller.sessionId));
    },

    /** Deletes the caller's account, every row it owns and its jobs (pg-boss) and, after the commit, its files' stored bytes. */
    async deleteAccount(caller: AccessClaims, input: DeleteAccountInput, client: ClientInfo): Promise<void> {
      await verifyCallerPassword(caller, input.password, client, WRONG_PASSWORD);
      await deleteAccountById(caller.userId);
    },

    /** The same deletion without the owner's password: an admin's, from the Users page (admin-users.service.ts checks the role). */
    deleteAccountById,

    /** Ends every login of the person at once: their tokens stop and their open event streams close, as a logout does. */
    async endSessionsOf(userId: string): Promise<void> {
      await announceEnded(await users.revokeSessionsOf(userId));
    },

    /** After logins were ended in the database by another query (disabling an account): stops their tokens and streams now. */
    announceSessionsEnded: announceEnded,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
