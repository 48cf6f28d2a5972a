// The cookies a login leaves in the browser: the tokens httpOnly, e-mail, name and nickname readable
// by the web client for route access and the greeting.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../../shared/contracts/users.ts';
import type { IssuedSession } from './users.service.ts';

export interface CookiePolicy {
  secure: 'auto' | boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

// The refresh token only travels to the routes that exchange or revoke it.
const REFRESH_COOKIE_PATH = '/users';

function base(request: FastifyRequest, policy: CookiePolicy): CookieSerializeOptions {
  const secure = policy.secure === 'auto' ? request.protocol === 'https' : policy.secure;
  return { path: '/', sameSite: 'lax', secure };
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy, session: IssuedSession): void {
  const options = base(request, policy);
  const readable = { ...options, httpOnly: false, maxAge: policy.refreshTokenTtlSeconds };
  reply
    .setCookie(COOKIE_NAMES.accessToken, session.accessToken, { ...options, httpOnly: true, maxAge: policy.accessTokenTtlSeconds })
    .setCookie(COOKIE_NAMES.refreshToken, session.refreshToken, {
      ...options,
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      maxAge: policy.refreshTokenTtlSeconds,
    })
    .setCookie(COOKIE_NAMES.email, session.user.email, readable)
    .setCookie(COOKIE_NAMES.name, session.user.name, readable)
    .setCookie(COOKIE_NAMES.nickname, session.user.nickname, readable);
}

export function setNicknameCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy, nickname: string): void {
  reply.setCookie(COOKIE_NAMES.nickname, nickname, { ...base(request, policy), httpOnly: false, maxAge: policy.refreshTokenTtlSeconds });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): void {
  const options = base(request, policy);
  for (const name of [COOKIE_NAMES.accessToken, COOKIE_NAMES.email, COOKIE_NAMES.name, COOKIE_NAMES.nickname]) {
    reply.clearCookie(name, options);
  }
  reply.clearCookie(COOKIE_NAMES.refreshToken, { ...options, path: REFRESH_COOKIE_PATH });
}

export function readRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
  return request.cookies[COOKIE_NAMES.refreshToken] ?? bodyToken;
}
