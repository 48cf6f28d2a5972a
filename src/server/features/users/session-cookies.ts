// The cookies a login leaves in the browser: the tokens httpOnly, e-mail, name and nickname readable
// by the web client for route access and the greeting.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../../shared/contracts/users-constants.ts';
import type { Config } from '../../config.ts';
import type { IssuedSession } from './account-context.ts';

export interface CookiePolicy {
  secure: 'auto' | boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

/** The cookies' policy as the server's settings give it. */
export function cookiePolicyOf(config: Pick<Config, 'cookieSecure' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>): CookiePolicy {
  return { secure: config.cookieSecure, accessTokenTtlSeconds: config.accessTokenTtlSeconds, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds };
}

/** Login, registration and the other password-guessable routes: requests per address per login window. */
export function loginRateLimitOf(config: Pick<Config, 'loginRateLimit'>): { max: number; timeWindow: number } {
  return { max: config.loginRateLimit.perIp, timeWindow: config.loginRateLimit.windowSeconds * 1000 };
}

// The refresh token only travels to the routes that exchange or revoke it.
const REFRESH_COOKIE_PATH = '/users';
/**
 * Names the browser to the login throttle (login-devices.repository.ts): set at login, kept across logouts, sent only
 * to /users. It proves nothing by itself; it only lets a browser that signed in before keep trying under attack.
 */
export const DEVICE_COOKIE = 'device_id';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

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

/**
 * After the account's address changed: this login's new access token (carrying the new address) and the readable
 * cookies; the refresh token stays as it is.
 */
export function setAccessCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CookiePolicy,
  access: { accessToken: string; user: IssuedSession['user'] },
): void {
  const options = base(request, policy);
  const readable = { ...options, httpOnly: false, maxAge: policy.refreshTokenTtlSeconds };
  reply
    .setCookie(COOKIE_NAMES.accessToken, access.accessToken, { ...options, httpOnly: true, maxAge: policy.accessTokenTtlSeconds })
    .setCookie(COOKIE_NAMES.email, access.user.email, readable)
    .setCookie(COOKIE_NAMES.name, access.user.name, readable)
    .setCookie(COOKIE_NAMES.nickname, access.user.nickname, readable);
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

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy, deviceId: string): void {
  reply.setCookie(DEVICE_COOKIE, deviceId, { ...base(request, policy), path: REFRESH_COOKIE_PATH, httpOnly: true, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
}

/** Forgets this browser as a known device (its account was deleted, so nothing it proved is worth keeping). */
export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(DEVICE_COOKIE, { ...base(request, policy), path: REFRESH_COOKIE_PATH });
}

/** Where the caller is, for the login throttle: their address and the device cookie an earlier login left. */
export function readLoginClient(request: FastifyRequest): { address: string; deviceId: string | undefined } {
  return { address: request.ip, deviceId: request.cookies[DEVICE_COOKIE] };
}

/** The state of a single sign-on this browser began, sent back only to the sign-on routes; the callback compares it. */
const SSO_STATE_COOKIE = 'sso_state';
const SSO_COOKIE_PATH = '/users/sso';

export function setSsoStateCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy, state: string, maxAgeSeconds: number): void {
  // Lax: the provider brings the person back with a top-level GET, which carries it.
  reply.setCookie(SSO_STATE_COOKIE, state, { ...base(request, policy), path: SSO_COOKIE_PATH, httpOnly: true, maxAge: maxAgeSeconds });
}

export function readSsoStateCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SSO_STATE_COOKIE];
}

export function clearSsoStateCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SSO_STATE_COOKIE, { ...base(request, policy), path: SSO_COOKIE_PATH });
}
