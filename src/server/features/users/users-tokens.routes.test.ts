import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { TEST_AUTH_SECRET, TEST_DATABASES, cookieHeader, registerAndLogin, useTestApp } from '../../test/test-app.ts';
import { useAccountRoutes } from './users.test-helpers.ts';

describe.each(TEST_DATABASES)('[USERS] account routes on $name', ({ url }) => {
  const { ctx, post, me } = useAccountRoutes(url);

  describe('tokens', () => {
    it('accepts the access token as a cookie and as a Bearer header', async () => {
      const { cookies, body, account } = await registerAndLogin(ctx.app);
      const viaCookie = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
      expect(viaCookie.statusCode).toBe(200);
      expect(viaCookie.json().user.email).toBe(account.email);
      const viaHeader = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${body.accessToken}` } });
      expect(viaHeader.statusCode).toBe(200);
    });

    it('answers 401 without a token, with a tampered token and with an expired token', async () => {
      const { body } = await registerAndLogin(ctx.app);
      expect((await ctx.app.inject({ method: 'GET', url: '/users/me' })).statusCode).toBe(401);
      const [header, payload, signature] = body.accessToken.split('.');
      const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      forged.sub = '00000000-0000-4000-8000-000000000000';
      const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
      const tamperedAnswer = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${tampered}` } });
      expect(tamperedAnswer.statusCode).toBe(401);
      expect(tamperedAnswer.json()).toEqual({ success: false, message: 'Please log in to continue.' });
      const expired = await new SignJWT({ sid: forged.sid, email: forged.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(JSON.parse(Buffer.from(payload!, 'base64url').toString()).sub)
        .setIssuer('engram')
        .setAudience('engram-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
      expect((await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: 'Bearer not.a.jwt' } })).statusCode).toBe(401);
    });

    it('rotates the refresh token, and a reused one revokes the whole login', async () => {
      const { login } = await registerAndLogin(ctx.app);
      const first = cookieHeader(login, ['refresh_token']);
      const refreshed = await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: first } });
      expect(refreshed.statusCode).toBe(200);
      const second = cookieHeader(refreshed, ['refresh_token']);
      expect(second).not.toBe(first);
      expect(refreshed.json().accessToken).toMatch(/^eyJ/);

      const reused = await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: first } });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().success).toBe(false);
      // The thief's replay ended the login, so the legitimate successor no longer works either.
      const afterReuse = await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: second } });
      expect(afterReuse.statusCode).toBe(401);
    });

    it('a reused refresh token also ends the access tokens of that login, bearer and cookie alike', async () => {
      const { login, cookies, body } = await registerAndLogin(ctx.app);
      const first = cookieHeader(login, ['refresh_token']);
      const refreshed = await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: first } });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.headers['cache-control']).toBe('no-store');
      const renewedCookies = cookieHeader(refreshed, ['access_token']);
      const renewedBearer = { authorization: `Bearer ${refreshed.json().accessToken}` };
      expect((await me({ authorization: `Bearer ${body.accessToken}` })).statusCode).toBe(200);
      expect((await me({ cookie: renewedCookies })).statusCode).toBe(200);

      expect((await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: first } })).statusCode).toBe(401);
      for (const headers of [{ authorization: `Bearer ${body.accessToken}` }, { cookie: cookies }, renewedBearer, { cookie: renewedCookies }]) {
        const answer = await me(headers);
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ success: false, message: 'Please log in to continue.' });
      }
    });

    it('refuses a correctly signed token without an expiry or without its login', async () => {
      const { body } = await registerAndLogin(ctx.app);
      const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; email: string };
      const sign = (payload: Record<string, string>) =>
        new SignJWT(payload)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          .setIssuer('engram')
          .setAudience('engram-api')
          .setIssuedAt();
      const key = new TextEncoder().encode(TEST_AUTH_SECRET);
      const withoutExp = await sign({ sid: claims.sid, email: claims.email }).sign(key);
      const withoutSid = await sign({ email: claims.email }).setExpirationTime('5m').sign(key);
      const complete = await sign({ sid: claims.sid, email: claims.email }).setExpirationTime('5m').sign(key);
      expect((await me({ authorization: `Bearer ${withoutExp}` })).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${withoutSid}` })).statusCode).toBe(401);
      // The same claims with an expiry pass, so the refusals above are about the missing claim.
      expect((await me({ authorization: `Bearer ${complete}` })).statusCode).toBe(200);
    });

    it('accepts the refresh token in the body as well, and refuses a made-up one', async () => {
      const { body } = await registerAndLogin(ctx.app);
      expect((await post('/users/refresh', { refreshToken: body.refreshToken })).statusCode).toBe(200);
      expect((await post('/users/refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
      expect((await post('/users/refresh', {})).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the refresh token and clears every cookie', async () => {
      const { login, cookies } = await registerAndLogin(ctx.app);
      const out = await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: { cookie: cookies + '; ' + cookieHeader(login, ['refresh_token']) } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: 'Logged out.' });
      const cleared = out.cookies.map((cookie) => cookie.name).sort();
      expect(cleared).toEqual(['access_token', 'email', 'name', 'nickname', 'refresh_token']);
      expect(out.cookies.every((cookie) => cookie.value === '')).toBe(true);
      const refresh = await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: cookieHeader(login, ['refresh_token']) } });
      expect(refresh.statusCode).toBe(401);
    });

    it('ends the access token of a cookie caller at once', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      expect((await me({ cookie: cookies })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: { cookie: cookies } })).statusCode).toBe(200);
      // The browser drops its cookies, but a copy of the old access token must not keep working either.
      const after = await me({ cookie: cookies });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    });

    it('ends the access token of a bearer caller at once, and leaves other logins of that person alone', async () => {
      const { account, body } = await registerAndLogin(ctx.app);
      const other = await post('/users/login', { email: account.email, password: account.password });
      const bearer = { authorization: `Bearer ${body.accessToken}` };
      expect((await me(bearer)).statusCode).toBe(200);
      const out = await post('/users/logout', { refreshToken: body.refreshToken }, bearer);
      expect(out.statusCode).toBe(200);
      expect((await me(bearer)).statusCode).toBe(401);
      expect((await post('/users/refresh', { refreshToken: body.refreshToken })).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${other.json().accessToken}` })).statusCode).toBe(200);
    });
  });
});

describe('[USERS] revocation across instances', () => {
  // A database of its own: rate limits are shared by every instance on a database, and this file's other tests used
  // up the per-address registrations of the file's database.
  const ctx = useTestApp(undefined);
  let secondInstance: FastifyInstance;
  beforeAll(async () => {
    // A second server on the same database, as behind a load balancer.
    secondInstance = await buildApp({ ...ctx.config, runWorkers: false }, { database: ctx.database, filesDir: ctx.filesDir });
    await secondInstance.ready();
  });
  afterAll(() => secondInstance.close());

  it('a logout on one instance ends the access token on the other within a second', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const meOn = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
    expect((await meOn(secondInstance)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: { cookie: cookies } })).statusCode).toBe(200);
    expect((await meOn(ctx.app)).statusCode).toBe(401);
    // The other instance may still answer from its one-second memory; after that it must have asked again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await meOn(secondInstance)).statusCode).toBe(401);
  });
});
