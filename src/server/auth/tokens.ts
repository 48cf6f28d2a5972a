// Access tokens are short-lived signed JWTs; refresh tokens are random strings stored only as hashes.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  email: string;
}

const ISSUER = 'engram';
const AUDIENCE = 'engram-api';
/** Verified tokens remembered at once; past it the oldest is forgotten (and checked again if it comes back). */
const VERIFIED_TOKENS_MAX = 5000;

export interface TokenSigner {
  signAccessToken(claims: AccessClaims): Promise<string>;
  /**
   * The refresh token that replaces `token` when it is rotated: HMAC-SHA256 of it under the server's secret. Only
   * hashes are stored, so deriving it is how a token reused within the grace window can be answered with the same
   * successor; without the secret, nobody can compute it from a stolen token.
   */
  deriveRefreshSuccessor(token: string): string;
  /** Returns the claims, or null when the token is missing, malformed, tampered with or expired. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

export function createTokenSigner(secret: string, accessTokenTtlSeconds: number): TokenSigner {
  // Imported once: given the raw bytes, jose imports a new key on every call, which cost more than the check itself.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A token's signature check gives the same answer for the same bytes until it expires, so a browser's token, sent
  // with every request, is checked once: the signature check was the costliest step of a request's authentication.
  // Revocation is not decided here (the session status cache checks the login on every request).
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    deriveRefreshSuccessor(token) {
      return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
    },
    async signAccessToken({ userId, sessionId, email }) {
      return new SignJWT({ sid: sessionId, email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenTtlSeconds}s`)
        .sign(await key);
    },
    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        // A token without an expiry would never stop working, and one without its login could not be revoked.
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.email !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid, email: payload.email };
        // jose refuses a token once the clock reaches its exp (in seconds), as this check does.
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
        return claims;
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

/** The long-lived device cookie a login leaves, so the login throttle recognises the browser (login-devices.repository.ts). */
export function generateDeviceId(): string {
  return randomBytes(32).toString('base64url');
}

/** A device cookie this server could have issued: 32 random bytes in base64url. */
export function isDeviceId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}
