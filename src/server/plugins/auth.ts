// Protects every API route by default (see shared/api-prefixes.ts): a route opts out with `config: { public: true }`;
// a route reads its caller with `requireAuth` from auth/permissions.ts.
// A token counts only while its login is neither revoked nor expired. Also refuses state-changing requests that
// come from another origin, and keeps JSON answers (tokens, personal data) out of every cache.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../shared/api-prefixes.ts';
import { COOKIE_NAMES } from '../../shared/contracts/users-constants.ts';
import type { SessionStatusCache } from '../auth/session-status-cache.ts';
import type { AccessClaims, TokenSigner } from '../auth/tokens.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a signed-in user. */
    public?: boolean;
    /**
     * Called by another server, never by a browser (a payment provider's signed webhook): the cross-site check does
     * not apply, and the route must verify the caller itself.
     */
    serverToServer?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller; set on every protected route. */
    auth: AccessClaims | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[COOKIE_NAMES.accessToken];
}

/**
 * True when the request names an origin other than this server's: scheme, host and port all count. With PUBLIC_URL
 * set, that is the server's origin; otherwise the request's own Host, which a DNS-rebinding page controls.
 */
function isCrossOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    // Both sides go through URL so default ports compare equal (https://x and https://x:443).
    // protocol and host follow X-Forwarded-Proto/-Host only when TRUST_PROXY is set.
    return new URL(origin).origin !== (publicOrigin ?? new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    return true;
  }
}

export default fp(
  async function authPlugin(
    app: FastifyInstance,
    options: { tokens: TokenSigner; sessions: Pick<SessionStatusCache, 'isActive'>; /** PUBLIC_URL, when set. */ publicUrl?: string | undefined },
  ) {
    const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config.serverToServer && isCrossOrigin(request, publicOrigin)) {
        throw new HttpError(403, 'Cross-site requests are not allowed.');
      }
      // Unmatched paths fall through to the not-found handler; the web client's files are public.
      if (!request.routeOptions.url || !isApiPath(request.routeOptions.url)) return;
      const token = bearerToken(request);
      const verified = token ? await options.tokens.verifyAccessToken(token) : null;
      // After logout or a reused refresh token, the login's access tokens stop working at the next request.
      const claims = verified && (await options.sessions.isActive(verified.sessionId)) ? verified : null;
      // Public routes opt out by name; they still learn who is calling when a valid token comes along.
      if (!claims && !request.routeOptions.config.public) throw unauthorized();
      request.auth = claims;
    });

    // JSON answers carry tokens and personal data: no browser or proxy may keep them. A route may set its own policy.
    app.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
