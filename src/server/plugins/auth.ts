// Protects every API route by default (see shared/api-prefixes.ts): a route opts out with `config: { public: true }`.
// Also refuses state-changing requests that come from another site.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../shared/api-prefixes.ts';
import { COOKIE_NAMES } from '../../shared/contracts/users.ts';
import type { AccessClaims, TokenSigner } from '../features/users/tokens.ts';
import { HttpError, unauthorized } from '../lib/http-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a signed-in user. */
    public?: boolean;
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

function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { tokens: TokenSigner }) {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
        throw new HttpError(403, 'Cross-site requests are not allowed.');
      }
      // Unmatched paths fall through to the not-found handler; the web client's files are public.
      if (!request.routeOptions.url || !isApiPath(request.routeOptions.url)) return;
      const token = bearerToken(request);
      const claims = token ? await options.tokens.verifyAccessToken(token) : null;
      // Public routes opt out by name; they still learn who is calling when a valid token comes along.
      if (!claims && !request.routeOptions.config.public) throw unauthorized();
      request.auth = claims;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** The caller of a protected route. */
export function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
