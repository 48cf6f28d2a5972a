// Access tokens are short-lived signed JWTs; refresh tokens are random strings stored only as hashes.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  email: string;
}

const ISSUER = 'engram';
const AUDIENCE = 'engram-api';

export interface TokenSigner {
  signAccessToken(claims: AccessClaims): Promise<string>;
  /** Returns the claims, or null when the token is missing, malformed, tampered with or expired. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

export function createTokenSigner(secret: string, accessTokenTtlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccessToken({ userId, sessionId, email }) {
      return new SignJWT({ sid: sessionId, email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenTtlSeconds}s`)
        .sign(key);
    },
    async verifyAccessToken(token) {
      try {
        // A token without an expiry would never stop working, and one without its login could not be revoked.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.email !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid, email: payload.email };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}
