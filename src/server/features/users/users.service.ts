// Account rules: registration, login, token rotation, logout and the profile.
import argon2 from 'argon2';
import type { LoginInput, RegisterInput, UpdateProfileInput, User } from '../../../shared/contracts/users.ts';
import { generateRefreshToken, hashRefreshToken } from '../../auth/tokens.ts';
import { conflict, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createLoginThrottle, type LoginWait } from './login-throttle.ts';
import { createUsersRepository, toUser, type UserRow } from './users.repository.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough for a 2-core machine under load.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const INVALID_CREDENTIALS = 'Invalid email or password.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

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

export function createUsersService({ config, database, auth, onAccountCreated }: Pick<FeatureDeps, 'config' | 'database' | 'auth' | 'onAccountCreated'>) {
  const users = createUsersRepository(database.db);
  const { tokens, sessionStatus } = auth;
  const { refreshTokenTtlSeconds } = config;
  const throttle = createLoginThrottle({
    failuresBeforeDelay: config.loginRateLimit.failuresBeforeDelay,
    accountCeiling: config.loginRateLimit.perAccount,
    windowMs: config.loginRateLimit.windowSeconds * 1000,
  });
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  const dummyHash = argon2.hash('engram-timing-equaliser', HASH_OPTIONS);

  async function issueTokens(row: UserRow, sessionId: string, refreshToken: string): Promise<IssuedSession> {
    const accessToken = await tokens.signAccessToken({ userId: row.id, sessionId, email: row.email });
    return { user: toUser(row), accessToken, refreshToken };
  }

  // Ends the login in the database and, on this instance, for its access tokens at once.
  async function revokeSession(sessionId: string): Promise<void> {
    await users.revokeSession(sessionId);
    sessionStatus.markRevoked(sessionId);
  }

  return {
    async register(input: RegisterInput): Promise<User> {
      const passwordHash = await argon2.hash(input.password, HASH_OPTIONS);
      const row = await users.insertUser({ email: input.email, name: input.name, nickname: input.name, passwordHash }, onAccountCreated);
      if (!row) throw conflict('An account with this email already exists.');
      return toUser(row);
    },

    /** `client.address` is the caller's IP as the server sees it (the forwarded one behind a trusted proxy). */
    async login(input: LoginInput, client: { address: string; userAgent: string | null }): Promise<IssuedSession> {
      const wait = throttle.beginAttempt(input.email, client.address);
      if (wait) throw tooManyRequests(throttledMessage(wait));
      const row = await users.findUserByEmail(input.email);
      const isValid = await argon2.verify(row?.passwordHash ?? (await dummyHash), input.password).catch(() => false);
      if (!row || !isValid) {
        throttle.recordFailure(input.email, client.address);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      throttle.recordSuccess(input.email, client.address);
      const refreshToken = generateRefreshToken();
      const sessionId = await users.createSession({
        userId: row.id,
        expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        tokenHash: hashRefreshToken(refreshToken),
      });
      return issueTokens(row, sessionId, refreshToken);
    },

    /**
     * Exchanges a refresh token for a new pair. A token presented a second time means it was copied:
     * the whole login is revoked, so neither the thief nor the owner can keep using it.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthorized(SESSION_EXPIRED);
      const oldHash = hashRefreshToken(refreshToken);
      const stored = await users.findRefreshToken(oldHash);
      if (!stored) throw unauthorized(SESSION_EXPIRED);
      if (stored.rotatedAt) {
        await revokeSession(stored.sessionId);
        throw unauthorized(SESSION_EXPIRED);
      }
      const now = Date.now();
      if (stored.sessionRevokedAt || stored.expiresAt.getTime() <= now || stored.sessionExpiresAt.getTime() <= now) {
        throw unauthorized(SESSION_EXPIRED);
      }
      const row = await users.findUserById(stored.userId);
      if (!row) throw unauthorized(SESSION_EXPIRED);
      const next = generateRefreshToken();
      const isRotated = await users.rotateRefreshToken({
        oldHash,
        newHash: hashRefreshToken(next),
        sessionId: stored.sessionId,
        // The login keeps its original lifetime; rotation does not extend it.
        expiresAt: stored.sessionExpiresAt,
      });
      if (!isRotated) {
        await revokeSession(stored.sessionId);
        throw unauthorized(SESSION_EXPIRED);
      }
      return issueTokens(row, stored.sessionId, next);
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
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
