// Account rules: registration, login, token rotation, logout and the profile.
import argon2 from 'argon2';
import type { LoginInput, RegisterInput, UpdateProfileInput, User } from '../../../shared/contracts/users.ts';
import { conflict, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { generateRefreshToken, hashRefreshToken, type TokenSigner } from './tokens.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough for a 2-core machine under load.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const INVALID_CREDENTIALS = 'Invalid email or password.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

export interface IssuedSession {
  user: User;
  accessToken: string;
  refreshToken: string;
}

function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, nickname: row.nickname, createdAt: row.createdAt.toISOString() };
}

export function createUsersService(deps: {
  users: UsersRepository;
  tokens: TokenSigner;
  throttle: LoginThrottle;
  refreshTokenTtlSeconds: number;
}) {
  const { users, tokens, throttle, refreshTokenTtlSeconds } = deps;
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  const dummyHash = argon2.hash('engram-timing-equaliser', HASH_OPTIONS);

  async function issueTokens(row: UserRow, sessionId: string, refreshToken: string): Promise<IssuedSession> {
    const accessToken = await tokens.signAccessToken({ userId: row.id, sessionId, email: row.email });
    return { user: toUser(row), accessToken, refreshToken };
  }

  return {
    async register(input: RegisterInput): Promise<User> {
      const passwordHash = await argon2.hash(input.password, HASH_OPTIONS);
      const row = await users.insertUser({ email: input.email, name: input.name, nickname: input.name, passwordHash });
      if (!row) throw conflict('An account with this email already exists.');
      return toUser(row);
    },

    async login(input: LoginInput, userAgent: string | null): Promise<IssuedSession> {
      const wait = throttle.retryAfterSeconds(input.email);
      if (wait > 0) {
        throw tooManyRequests(`Too many failed login attempts for this account. Try again in ${Math.ceil(wait / 60)} minute(s).`);
      }
      const row = await users.findUserByEmail(input.email);
      const isValid = await argon2.verify(row?.passwordHash ?? (await dummyHash), input.password).catch(() => false);
      if (!row || !isValid) {
        throttle.recordFailure(input.email);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      throttle.recordSuccess(input.email);
      const refreshToken = generateRefreshToken();
      const sessionId = await users.createSession({
        userId: row.id,
        expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
        userAgent: userAgent?.slice(0, 300) ?? null,
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
        await users.revokeSession(stored.sessionId);
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
        await users.revokeSession(stored.sessionId);
        throw unauthorized(SESSION_EXPIRED);
      }
      return issueTokens(row, stored.sessionId, next);
    },

    async logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
      if (sessionId) await users.revokeSession(sessionId);
      if (refreshToken) {
        const stored = await users.findRefreshToken(hashRefreshToken(refreshToken));
        if (stored) await users.revokeSession(stored.sessionId);
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
