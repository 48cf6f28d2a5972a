// Protects every API route by default (see shared/api-prefixes.ts): a route opts out with `config: { public: true }`;
// a route reads its caller with `requireAuth` from auth/permissions.ts.
// A token counts only while its login is neither revoked nor expired: checked here, or in its first statement by a
// route that says so (`loginCheckedByRoute`). Also refuses state-changing requests that come from another origin, and
// keeps JSON answers (tokens, personal data) out of every cache.
import { isIP } from 'node:net';
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
    /**
     * The route checks in its own first statement that the caller's login may still be used, and answers 401 when it
     * may not (auth-sessions.repository.ts `usableLogin`; the session turn): the token's signature is checked here,
     * the login's status is left to the route, which saves a round trip before its first statement.
     */
    loginCheckedByRoute?: boolean;
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

export const UNKNOWN_HOST_MESSAGE =
  'This server answers only at its own address. Open it at localhost or its IP address, or set PUBLIC_URL to the address people use.';

/** The host name of a Host header value: `[::1]:3000` → `::1`, `Example.com:80` → `example.com`. */
function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * Without PUBLIC_URL the server cannot tell its own name from a DNS-rebinding one (a page on evil.example whose name
 * now points at this machine sends Origin and Host both evil.example). It answers only names that cannot be rebound:
 * loopback names, IP addresses (an origin that is an address is the server itself), and the configured HOST.
 */
export function createHostCheck(configuredHost: string): (host: string) => boolean {
  const configured = hostNameOf(configuredHost);
  return (host) => {
    // A request without Host (HTTP/1.0) comes from no browser, so no rebinding page can send it.
    if (!host) return true;
    const name = hostNameOf(host);
    return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0 || name === configured;
  };
}

export default fp(
  async function authPlugin(
    app: FastifyInstance,
    options: {
      tokens: TokenSigner;
      sessions: Pick<SessionStatusCache, 'isActive'>;
      /** PUBLIC_URL, when set. */
      publicUrl?: string | undefined;
      /** HOST: without PUBLIC_URL, the one name besides loopback names and IP addresses that requests may use. */
      host: string;
    },
  ) {
    const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
    const isOwnHost = publicOrigin ? () => true : createHostCheck(options.host);
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      // /healthz is asked by load balancers under any name and reveals nothing; a server-to-server route checks its caller's signature.
      if (!isOwnHost(request.host) && request.url !== '/healthz' && !request.routeOptions.config.serverToServer) {
        const isApi = request.routeOptions.url !== undefined && isApiPath(request.routeOptions.url);
        // A person who opened a page at that name reads the reason as text, not as JSON.
        if (!isApi) return reply.code(403).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(UNKNOWN_HOST_MESSAGE);
        throw new HttpError(403, UNKNOWN_HOST_MESSAGE);
      }
      if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config.serverToServer && isCrossOrigin(request, publicOrigin)) {
        throw new HttpError(403, 'Cross-site requests are not allowed.');
      }
      // Unmatched paths fall through to the not-found handler; the web client's files are public.
      if (!request.routeOptions.url || !isApiPath(request.routeOptions.url)) return;
      const token = bearerToken(request);
      const verified = token ? await options.tokens.verifyAccessToken(token) : null;
      // After logout or a reused refresh token, the login's access tokens stop working at the next request.
      const claims = verified && (request.routeOptions.config.loginCheckedByRoute || (await options.sessions.isActive(verified.sessionId))) ? verified : null;
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
