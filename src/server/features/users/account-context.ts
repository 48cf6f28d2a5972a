// What the account services share: the repositories, the password hashing and the login throttle, e-mail sending, and
// how a login is issued or ended. Each users service (sign-in, e-mail address, password, account) builds one.
import argon2 from 'argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { User } from '../../../shared/contracts/users.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { createLimitsRepository } from '../../db/limits.repository.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createEmailVerificationsRepository } from './email-verifications.repository.ts';
import { issueEmailVerification, verificationEmail, verificationLink, type VerificationReason } from './email-verifications.ts';
import { createLoginDevicesRepository, knownDeviceKeys, type LoginClient } from './login-devices.repository.ts';
import { createLoginSessionsRepository } from './login-sessions.repository.ts';
import { createLoginThrottle, type LoginWait } from './login-throttle.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import { createUsersRepository, toUser, type UserRow } from './users.repository.ts';

/** What a one-time link says when it is unknown, used or expired, with how to get a new one. */
export function refusedLinkMessages(link: string, askAgain: string) {
  return {
    unknown: `This ${link} link is not valid. ${askAgain}`,
    used: `This ${link} link has already been used. ${askAgain}`,
    expired: `This ${link} link has expired. ${askAgain}`,
  } as const;
}

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const WRONG_PASSWORD = 'The password is not correct.';

/** Where the caller is, for the throttle on password checks: their address and device cookie, if any. */
export type ClientInfo = LoginClient;

export interface IssuedSession {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export type AccountDeps = Pick<
  FeatureDeps,
  'config' | 'database' | 'auth' | 'storage' | 'events' | 'queue' | 'mail' | 'organizations' | 'onAccountCreated' | 'storageKeysOfAccount' | 'beforeAccountDeleted'
>;

export type AccountLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export function describeWait(seconds: number): string {
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

export function createAccountContext({ config, database, auth, events, mail }: AccountDeps, log?: AccountLog) {
  const users = createUsersRepository(database.db);
  const logins = createLoginSessionsRepository(database.db);
  const resetLinks = createPasswordResetsRepository(database.db);
  const verificationLinks = createEmailVerificationsRepository(database.db);
  const devices = createLoginDevicesRepository(database.db);
  const limits = createLimitsRepository(database.db);
  const { tokens, sessionStatus } = auth;
  const throttle = createLoginThrottle({
    failuresBeforeDelay: config.loginRateLimit.failuresBeforeDelay,
    accountCeiling: config.loginRateLimit.perAccount,
    windowMs: config.loginRateLimit.windowSeconds * 1000,
  }, limits);
  // OWASP's argon2id baseline by default (19 MiB, 2 passes): strong, and quick enough for a 2-core machine under load.
  const hashOptions = { type: argon2.argon2id, memoryCost: config.passwordHash.memoryKib, timeCost: config.passwordHash.passes, parallelism: 1 } as const;

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
  async function sendVerification(row: UserRow, reason?: VerificationReason, to = row.email): Promise<void> {
    const email = await sending();
    if (!email) return;
    const { mailer, publicUrl } = email;
    const token = await issueEmailVerification(verificationLinks, { id: row.id, email: to }, config.emailVerificationTtlHours);
    const message = verificationEmail(to, verificationLink(publicUrl, token), config.emailVerificationTtlHours, reason, row.language);
    void mailer.send(message).catch((error: unknown) => log?.error({ err: error }, 'could not send a verification e-mail'));
  }

  /**
   * Counts one e-mail asked for under `key`: PASSWORD_RESET_RATE_LIMIT_PER_EMAIL per login window, so nobody fills a
   * mailbox. Answers the seconds to wait past it, else null. The count lives in PostgreSQL, shared by every instance.
   */
  async function takeMailAllowance(key: string): Promise<number | null> {
    const window = await limits.hit(key, config.loginRateLimit.windowSeconds * 1000);
    return window.count > config.passwordResetPerEmail ? Math.max(1, Math.ceil((window.windowEndsAt.getTime() - Date.now()) / 1000)) : null;
  }

  /** Counts a verification e-mail against the account's allowance (the reset links' numbers), or throws 429. */
  async function takeVerificationAllowance(userId: string): Promise<void> {
    const retryAfterSeconds = await takeMailAllowance(`verification-mail:${userId}`);
    if (retryAfterSeconds !== null) {
      throw tooManyRequests(`Too many verification e-mails asked for. Try again in ${describeWait(retryAfterSeconds)}.`, retryAfterSeconds);
    }
  }

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
    await logins.revokeSession(sessionId);
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

  return {
    users,
    logins,
    resetLinks,
    verificationLinks,
    throttle,
    hashOptions,
    sending,
    isVerificationRequired,
    sendVerification,
    takeMailAllowance,
    takeVerificationAllowance,
    issueAccess,
    issueTokens,
    announceEnded,
    revokeSession,
    admitPasswordCheck,
    recordSignIn,
    verifyCallerPassword,
  };
}

export type AccountContext = ReturnType<typeof createAccountContext>;
