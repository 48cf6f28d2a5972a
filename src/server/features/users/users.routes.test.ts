import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { TEST_AUTH_SECRET, TEST_DATABASES, cookieHeader, registerAndLogin, uniqueEmail, useTestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('[USERS] account routes on $name', ({ url }) => {
  // Without the grace window, so a reused refresh token is treated as stolen at once (account-security tests cover the window).
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000', LOGIN_FAILURES_BEFORE_DELAY: '3', REFRESH_REUSE_GRACE_SECONDS: '0' });

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: path, payload: payload as object, headers });
  const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/users/me', headers });

  describe('register', () => {
    it('creates an account with a trimmed, lower-cased e-mail', async () => {
      const email = uniqueEmail('Mixed');
      const response = await post('/users/register', { name: 'Ada', email: `  ${email.toUpperCase()} `, password: 'password123', method: 'email-password' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true, message: expect.any(String) });
      const login = await post('/users/login', { email, password: 'password123' });
      expect(login.statusCode).toBe(200);
      expect(login.json().email).toBe(email.toLowerCase());
    });

    it('signs the new account in: the answer leaves the same session cookies as a login', async () => {
      const email = uniqueEmail('signed-in');
      const response = await post('/users/register', { name: 'Ada Lovelace', email, password: 'password123', method: 'email-password' });
      expect(response.statusCode).toBe(201);
      const names = response.cookies.filter((cookie) => cookie.value !== '').map((cookie) => cookie.name);
      expect(names).toEqual(expect.arrayContaining(['access_token', 'refresh_token', 'email', 'name', 'nickname', 'device_id']));
      const profile = await me({ cookie: cookieHeader(response, ['access_token']) });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().user).toMatchObject({ email, name: 'Ada Lovelace' });
      // The refresh token is a real one: it renews the session.
      const renewed = await post('/users/refresh', {}, { cookie: cookieHeader(response, ['refresh_token']) });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().email).toBe(email);
    });

    it('refuses a duplicate e-mail with 409, whatever its case', async () => {
      const email = uniqueEmail();
      expect((await post('/users/register', { name: 'A', email, password: 'password123' })).statusCode).toBe(201);
      const again = await post('/users/register', { name: 'B', email: email.toUpperCase(), password: 'password456' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, message: 'An account with this email already exists.' });
    });

    it.each([
      ['name', { email: 'x@example.com', password: 'password123' }, 'Name is required.'],
      ['email', { name: 'A', password: 'password123' }, 'Email is required.'],
      ['password', { name: 'A', email: 'x@example.com' }, 'Password is required.'],
    ])('answers 400 when %s is missing', async (_field, payload, message) => {
      const response = await post('/users/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    });

    it.each([
      [{ name: 42, email: 'x@example.com', password: 'password123' }, 'Name must be text.'],
      [{ name: 'A', email: ['x@example.com'], password: 'password123' }, 'Email must be text.'],
      [{ name: 'A', email: 'x@example.com', password: 12345678 }, 'Password must be text.'],
      [{ name: 'A', email: 'not-an-email', password: 'password123' }, 'Enter a valid email address.'],
      [{ name: 'A', email: 'x@example.com', password: 'short' }, 'Password must be at least 8 characters.'],
      [{ name: '   ', email: 'x@example.com', password: 'password123' }, 'Name is required.'],
      [{ name: 'A', email: 'x@example.com', password: 'password123', method: 'magic-link' }, 'Method must be "email-password".'],
    ])('answers 400 for bad input %j', async (payload, message) => {
      const response = await post('/users/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    });

    it('answers 400 for a body that is not an object, and for malformed JSON', async () => {
      const array = await ctx.app.inject({ method: 'POST', url: '/users/register', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
      expect(array.statusCode).toBe(400);
      expect(array.json().message).toBe('The request body must be a JSON object.');
      const malformed = await ctx.app.inject({ method: 'POST', url: '/users/register', headers: { 'content-type': 'application/json' }, payload: '{"name": "A",' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    });

    it('answers 413 for an oversize body and 415 for a form post', async () => {
      const huge = await post('/users/register', { name: 'A', email: 'x@example.com', password: 'p'.repeat(2_000_000) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ success: false, message: 'The request body is too large.' });
      const form = await ctx.app.inject({
        method: 'POST',
        url: '/users/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=A&email=x%40example.com&password=password123',
      });
      expect(form.statusCode).toBe(415);
      expect(form.json().success).toBe(false);
    });
  });

  describe('login', () => {
    it('answers the spec fields and sets httpOnly token cookies plus readable profile cookies', async () => {
      const { login, account } = await registerAndLogin(ctx.app, { name: 'Grace Hopper' });
      const body = login.json();
      expect(body).toMatchObject({ success: true, name: 'Grace Hopper', email: account.email, message: expect.any(String) });
      expect(body.accessToken).toMatch(/^eyJ/);
      expect(body.refreshToken.length).toBeGreaterThan(30);
      const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie]));
      expect(cookies.access_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookies.refresh_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/users', maxAge: 86_400 });
      expect(cookies.email).toMatchObject({ value: account.email, maxAge: 86_400 });
      expect(cookies.email?.httpOnly).toBeFalsy();
      expect(cookies.name?.value).toBe('Grace Hopper');
      expect(cookies.nickname?.value).toBe('Grace Hopper');
    });

    it('gives the same answer for an unknown e-mail and a wrong password', async () => {
      const { account } = await registerAndLogin(ctx.app);
      const wrong = await post('/users/login', { email: account.email, password: 'wrong password' });
      const unknown = await post('/users/login', { email: uniqueEmail('nobody'), password: 'wrong password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password.' });
    });

    it('slows one address after repeated failures, and only that address', async () => {
      const { account } = await registerAndLogin(ctx.app);
      for (let i = 0; i < 3; i += 1) {
        const attempt = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: 'nope-nope' }, remoteAddress: '10.0.0.1' });
        expect(attempt.statusCode).toBe(401);
      }
      const blocked = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: account.password }, remoteAddress: '10.0.0.1' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ success: false, message: 'Too many failed login attempts. Try again in 1 second.' });
      const elsewhere = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: account.password }, remoteAddress: '10.0.0.2' });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('answers login with Cache-Control: no-store', async () => {
      const { login } = await registerAndLogin(ctx.app);
      expect(login.headers['cache-control']).toBe('no-store');
    });
  });

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

  describe('profile', () => {
    it('returns the signed-in user and saves the nickname so it survives the next login', async () => {
      const { cookies, account } = await registerAndLogin(ctx.app, { name: 'Linus' });
      const profile = await me({ cookie: cookies });
      expect(profile.headers['cache-control']).toBe('no-store');
      expect(profile.json().user).toMatchObject({ email: account.email, name: 'Linus', nickname: 'Linus' });
      expect(profile.json()).toMatchObject({
        permissions: { canCreate: true },
        ai: { isOffline: true, modelLabel: '' },
        limits: { uploadMaxBytes: 20 * 1024 * 1024 },
      });
      const patched = await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload: { nickname: '  Captain Linus  ' } });
      expect(patched.statusCode).toBe(200);
      expect(patched.headers['cache-control']).toBe('no-store');
      expect(patched.json().user.nickname).toBe('Captain Linus');
      expect(patched.cookies.find((cookie) => cookie.name === 'nickname')?.value).toBe('Captain Linus');
      const again = await post('/users/login', { email: account.email, password: account.password });
      expect(again.json().nickname).toBe('Captain Linus');
    });

    it.each([
      [{ nickname: '' }, 'Nickname is required.'],
      [{ nickname: '    ' }, 'Nickname is required.'],
      [{ nickname: 7 }, 'Nickname must be text.'],
      [{ nickname: 'n'.repeat(61) }, 'Nickname must be at most 60 characters.'],
      [{}, 'Nickname is required.'],
    ])('answers 400 for nickname %j', async (payload, message) => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    });

    it('needs a signed-in caller', async () => {
      const response = await ctx.app.inject({ method: 'PATCH', url: '/users/me', payload: { nickname: 'x' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('cross-site protection and unknown paths', () => {
    /** A nickname change sent with the browser's Origin and the Host it was sent to. */
    const patchNicknameFrom = (cookies: string, origin: string, host: string, nickname: string) =>
      ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies, origin, host }, payload: { nickname } });

    it('refuses a state-changing request from another origin', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await patchNicknameFrom(cookies, 'https://evil.example', 'localhost:3000', 'pwned');
      expect(response.statusCode).toBe(403);
      expect((await me({ cookie: cookies })).json().user.nickname).not.toBe('pwned');
      const sameOrigin = await patchNicknameFrom(cookies, 'http://localhost:3000', 'localhost:3000', 'fine');
      expect(sameOrigin.statusCode).toBe(200);
    });

    it.each([
      ['another port', 'http://localhost:4000'],
      ['another scheme', 'https://localhost:3000'],
      ['the default port of another scheme', 'https://localhost'],
    ])('refuses a state-changing request from %s on the same host', async (_case, origin) => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await patchNicknameFrom(cookies, origin, 'localhost:3000', 'pwned');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
      expect((await me({ cookie: cookies })).json().user.nickname).not.toBe('pwned');
    });

    it('treats an explicit default port as the same origin', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await patchNicknameFrom(cookies, 'http://localhost:80', 'localhost', 'fine');
      expect(response.statusCode).toBe(200);
    });

    it('answers unknown API paths with JSON 404', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/users/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'No route for GET /users/nothing-here.' });
      const other = await ctx.app.inject({ method: 'PUT', url: '/persona/whatever' });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: 'No route for PUT /persona/whatever.' });
    });

    it('reports health without a token', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('ok');
    });
  });
});

describe('[USERS] login rate limit per IP', () => {
  const ctx = useTestApp(undefined, { LOGIN_RATE_LIMIT_PER_IP: '3' });

  it('answers 429 with a clear message once one address exceeds the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: uniqueEmail(), password: 'whatever1' }, remoteAddress: '192.0.2.7' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many requests/i) });
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const otherAddress = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: uniqueEmail(), password: 'whatever1' }, remoteAddress: '192.0.2.8' });
    expect(otherAddress.statusCode).toBe(401);
  });
});

describe.each(TEST_DATABASES)('[USERS] login throttling behind a trusted proxy on $name', ({ url }) => {
  const ctx = useTestApp(url, {
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_FAILURES_BEFORE_DELAY: '2',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '4',
  });

  // Every request reaches the server from the proxy (127.0.0.1); the client address is in X-Forwarded-For.
  const login = (email: string, password: string, clientAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password }, headers: { 'x-forwarded-for': clientAddress } });

  it('slows the attacker\'s address while the owner still logs in from theirs', async () => {
    const { account } = await registerAndLogin(ctx.app);
    const owner = '203.0.113.10';
    const attacker = '198.51.100.7';
    expect((await login(account.email, account.password, owner)).statusCode).toBe(200);

    expect((await login(account.email, 'wrong-guess-1', attacker)).statusCode).toBe(401);
    expect((await login(account.email, 'wrong-guess-2', attacker)).statusCode).toBe(401);
    const slowed = await login(account.email, 'wrong-guess-3', attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ success: false, message: 'Too many failed login attempts. Try again in 1 second.' });
    // Even the right password waits: the throttle answers before the password is checked.
    expect((await login(account.email, account.password, attacker)).statusCode).toBe(429);

    expect((await login(account.email, account.password, owner)).statusCode).toBe(200);
  });

  it('stops guesses spread over many addresses at the account ceiling, but not the owner\'s known address', async () => {
    const { account } = await registerAndLogin(ctx.app);
    const owner = '203.0.113.20';
    expect((await login(account.email, account.password, owner)).statusCode).toBe(200);
    for (let i = 1; i <= 4; i += 1) {
      expect((await login(account.email, `wrong-guess-${i}`, `198.51.100.${20 + i}`)).statusCode).toBe(401);
    }
    const stopped = await login(account.email, 'wrong-guess-5', '198.51.100.30');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/^Too many failed login attempts for this account\. Try again in \d+ minutes?, or from a network you have logged in from before\.$/);
    // An address that never logged in waits too, even with the right password: that is the price of the ceiling.
    expect((await login(account.email, account.password, '192.0.2.99')).statusCode).toBe(429);
    expect((await login(account.email, account.password, owner)).statusCode).toBe(200);
  });

  it('compares the forwarded scheme and host with the Origin', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const patch = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies, host: '127.0.0.1:3000', origin: 'https://app.example', ...headers }, payload: { nickname: 'Proxied' } });
    expect((await patch({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.example' })).statusCode).toBe(200);
    expect((await patch({ 'x-forwarded-proto': 'http', 'x-forwarded-host': 'app.example' })).statusCode).toBe(403);
    expect((await patch({})).statusCode).toBe(403);
  });
});

describe('[USERS] login throttling without TRUST_PROXY', () => {
  const ctx = useTestApp(undefined, { LOGIN_RATE_LIMIT_PER_IP: '1000', LOGIN_FAILURES_BEFORE_DELAY: '2', LOGIN_RATE_LIMIT_PER_ACCOUNT: '100' });

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address for every guess', async () => {
    const { account } = await registerAndLogin(ctx.app);
    const login = (password: string, forwardedFor: string) =>
      ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password }, headers: { 'x-forwarded-for': forwardedFor } });
    expect((await login('wrong-guess-1', '198.51.100.1')).statusCode).toBe(401);
    expect((await login('wrong-guess-2', '198.51.100.2')).statusCode).toBe(401);
    expect((await login('wrong-guess-3', '198.51.100.3')).statusCode).toBe(429);
  });
});

describe('[USERS] refresh rate limit', () => {
  const ctx = useTestApp(undefined, { REFRESH_RATE_LIMIT_PER_MINUTE: '2' });

  it('answers 429 once one address refreshes too often, and other addresses still refresh', async () => {
    const { body } = await registerAndLogin(ctx.app);
    let token = body.refreshToken;
    const refresh = (remoteAddress: string) => ctx.app.inject({ method: 'POST', url: '/users/refresh', payload: { refreshToken: token }, remoteAddress });
    for (let i = 0; i < 2; i += 1) {
      const renewed = await refresh('192.0.2.50');
      expect(renewed.statusCode).toBe(200);
      token = renewed.json().refreshToken;
    }
    const limited = await refresh('192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Try again in /) });
    // The limit answered before the token was looked at, so it is still good.
    expect((await refresh('192.0.2.51')).statusCode).toBe(200);
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
