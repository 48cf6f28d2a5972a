// Signing in: registration, login, single sign-on through an organisation's provider, renewing a login with its
// refresh token, and logout.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { SsoErrorCode } from '../../../shared/contracts/organization-sso-constants.ts';
import { NAME_MAX_LENGTH, type LoginInput, type RegisterInput } from '../../../shared/contracts/users.ts';
import { ACCOUNT_DISABLED_MESSAGE } from '../../../shared/contracts/admin-users.ts';
import { generateDeviceId, generateRefreshToken, hashRefreshToken, isDeviceId } from '../../auth/tokens.ts';
import { conflict, forbidden, unauthorized } from '../../lib/http-errors.ts';
import { createAccountContext, type AccountDeps, type AccountLog, type ClientInfo, type IssuedSession } from './account-context.ts';
import type { UserRow } from './users.repository.ts';

const INVALID_CREDENTIALS = 'Invalid email or password.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Thrown inside the new account's transaction so that it rolls back: the organisation could not take the person. */
class MembershipRefused extends Error {}

/** Thrown inside the new account's transaction so that it rolls back: the identity was linked by a sign-on at the same moment. */
class LinkRaced extends Error {}

export function createSignInService(deps: AccountDeps, log?: AccountLog) {
  const { config, auth, database, organizations, onAccountCreated } = deps;
  const account = createAccountContext(deps, log);
  const { users, logins, throttle } = account;
  const { tokens } = auth;
  const { refreshTokenTtlSeconds, refreshReuseGraceSeconds } = config;
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  const dummyHash = argon2.hash('engram-timing-equaliser', account.hashOptions);

  /** A new login of `row` from `client`: its refresh token, its access token and the browser's device id. */
  async function startSession(row: UserRow, client: ClientInfo & { userAgent: string | null }): Promise<IssuedSession & { deviceId: string }> {
    // A well-formed cookie is kept, so a browser stays the same device; otherwise this login starts one.
    const deviceId = client.deviceId && isDeviceId(client.deviceId) ? client.deviceId : generateDeviceId();
    await account.recordSignIn(row, { address: client.address, deviceId });
    const refreshToken = generateRefreshToken();
    const sessionId = await logins.createSession({
      userId: row.id,
      expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      tokenHash: hashRefreshToken(refreshToken),
    });
    return { ...(await account.issueTokens(row, sessionId, refreshToken)), deviceId };
  }

  return {
    /** Creates the account and signs its owner in on the browser that registered it (no second login). */
    async register(input: RegisterInput, client: ClientInfo & { userAgent: string | null }): Promise<IssuedSession & { deviceId: string }> {
      const passwordHash = await argon2.hash(input.password, account.hashOptions);
      // Arriving first makes nobody an admin: the first admin claims the server's setup code (admin-setup.service.ts).
      const row = await users.insertUser({ email: input.email, name: input.name, nickname: input.name, passwordHash }, onAccountCreated);
      if (!row) throw conflict('An account with this email already exists.');
      await account.sendVerification(row);
      return startSession(row, client);
    },

    /** Whether registering asks the person to confirm their address (the server sends e-mail now). */
    isVerificationRequired: account.isVerificationRequired,

    /**
     * `client.address` is the caller's IP as the server sees it (the forwarded one behind a trusted proxy);
     * `client.deviceId` the device cookie a previous login left. Answers the device id the browser keeps from now on.
     */
    async login(input: LoginInput, client: ClientInfo & { userAgent: string | null }): Promise<IssuedSession & { deviceId: string }> {
      await account.admitPasswordCheck(input.email, client);
      const row = await users.findUserByEmail(input.email);
      const isValid = await argon2.verify(row?.passwordHash ?? (await dummyHash), input.password).catch(() => false);
      if (!row || !isValid) {
        await throttle.recordFailure(input.email, client.address);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      // Said only to whoever knows the password, so the answer tells a guesser nothing.
      if (row.disabledAt) throw forbidden(ACCOUNT_DISABLED_MESSAGE);
      // An organisation that requires sign-on for this person refuses the password (its owners keep theirs).
      const refusal = await organizations.singleSignOn.passwordRefusal(row.id, row.email);
      if (refusal) throw forbidden(refusal);
      return startSession(row, client);
    },

    /**
     * Finishes a sign-on through an organisation's provider (`callbackUrl` is the redirect URI with the provider's
     * answer; `browserState` the state cookie of the browser that began it). An identity linked before (issuer,
     * subject) signs in its account whatever address the provider sends now. A first sign-on (the provider verified the
     * address, on a domain the organisation proved) links the account with that address, or makes one, already a
     * member, in one transaction, so a refusal leaves nothing behind. The account then joins as a member if it was not one.
     */
    async signOn(callbackUrl: URL, browserState: string | undefined, client: ClientInfo & { userAgent: string | null }): Promise<{ session: IssuedSession & { deviceId: string } } | { error: SsoErrorCode }> {
      const { singleSignOn } = organizations;
      const finished = await singleSignOn.finish(callbackUrl, browserState);
      if ('error' in finished) return finished;
      const { organizationId, identity } = finished;
      const link = { issuer: identity.issuer, subject: identity.subject, organizationId };
      const linkedUserId = await singleSignOn.findLinkedAccount(identity.issuer, identity.subject);
      let row = linkedUserId ? await users.findUserById(linkedUserId) : undefined;
      if (!row) {
        const existing = await users.findUserByEmail(identity.email);
        if (existing) {
          if (existing.disabledAt) return { error: 'disabled' };
          // The address was verified by the provider on a proven domain: the one time an account is matched by it.
          const isLinked = await database.db.transaction((tx) => singleSignOn.linkAccount(tx, { ...link, userId: existing.id }));
          const winner = isLinked ? existing.id : await singleSignOn.findLinkedAccount(identity.issuer, identity.subject);
          // Not linked, and no link for this identity either: the account has another identity at this provider.
          if (!winner) return { error: 'linked' };
          row = winner === existing.id ? existing : await users.findUserById(winner);
        } else {
          const name = (identity.name ?? identity.email.slice(0, identity.email.indexOf('@'))).slice(0, NAME_MAX_LENGTH);
          // Nobody is told this password: the account signs in through its organisation, or after a reset by e-mail.
          const passwordHash = await argon2.hash(randomBytes(32).toString('base64url'), account.hashOptions);
          try {
            row = await users.insertUser({ email: identity.email, name, nickname: name, passwordHash, emailVerifiedAt: new Date() }, async (tx, created) => {
              await onAccountCreated?.(tx, created);
              if (!(await singleSignOn.linkAccount(tx, { ...link, userId: created.userId }))) throw new LinkRaced();
              if (!(await singleSignOn.joinAsMember(tx, organizationId, created.userId))) throw new MembershipRefused();
            });
          } catch (error) {
            if (error instanceof MembershipRefused) return { error: 'membership' };
            if (!(error instanceof LinkRaced)) throw error;
          }
          // Registered, or signed on, by someone else at the same moment: take the account the identity is linked to,
          // else link the one that now has the address.
          if (!row) {
            const raced = await singleSignOn.findLinkedAccount(identity.issuer, identity.subject);
            if (raced) row = await users.findUserById(raced);
            else {
              const registered = await users.findUserByEmail(identity.email);
              if (registered && (await database.db.transaction((tx) => singleSignOn.linkAccount(tx, { ...link, userId: registered.id })))) row = registered;
            }
          }
        }
      }
      if (!row) return { error: 'provider' };
      if (row.disabledAt) return { error: 'disabled' };
      const current = row;
      if (!(await database.db.transaction((tx) => singleSignOn.joinAsMember(tx, organizationId, current.id)))) return { error: 'membership' };
      return { session: await startSession(current, client) };
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
      const stored = await logins.findRefreshToken(oldHash);
      if (!stored) throw unauthorized(SESSION_EXPIRED);
      const next = tokens.deriveRefreshSuccessor(refreshToken);
      // Rotated before this request looked, or by a concurrent request between the look and the update.
      const answerReuse = async (rotatedAt: Date): Promise<IssuedSession> => {
        const isWithinGrace = refreshReuseGraceSeconds > 0 && Date.now() - rotatedAt.getTime() <= refreshReuseGraceSeconds * 1000;
        const successor = isWithinGrace ? await logins.findRefreshToken(hashRefreshToken(next)) : undefined;
        if (!successor) {
          await account.revokeSession(stored.sessionId);
          throw unauthorized(SESSION_EXPIRED);
        }
        const row = stored.sessionRevokedAt ? undefined : await users.findUserById(stored.userId);
        if (!row || row.disabledAt || successor.sessionRevokedAt || successor.sessionExpiresAt.getTime() <= Date.now()) throw unauthorized(SESSION_EXPIRED);
        return account.issueTokens(row, successor.sessionId, next);
      };
      if (stored.rotatedAt) return answerReuse(stored.rotatedAt);
      const now = Date.now();
      if (stored.sessionRevokedAt || stored.expiresAt.getTime() <= now || stored.sessionExpiresAt.getTime() <= now) {
        throw unauthorized(SESSION_EXPIRED);
      }
      const row = await users.findUserById(stored.userId);
      if (!row || row.disabledAt) throw unauthorized(SESSION_EXPIRED);
      const isRotated = await logins.rotateRefreshToken({
        oldHash,
        newHash: hashRefreshToken(next),
        sessionId: stored.sessionId,
        // The login keeps its original lifetime; rotation does not extend it.
        expiresAt: stored.sessionExpiresAt,
      });
      if (isRotated) return account.issueTokens(row, stored.sessionId, next);
      const rotatedMeanwhile = await logins.findRefreshToken(oldHash);
      return answerReuse(rotatedMeanwhile?.rotatedAt ?? new Date(0));
    },

    async logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
      if (sessionId) await account.revokeSession(sessionId);
      if (refreshToken) {
        const stored = await logins.findRefreshToken(hashRefreshToken(refreshToken));
        if (stored) await account.revokeSession(stored.sessionId);
      }
    },
  };
}
