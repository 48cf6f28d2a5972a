import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, useTestApp } from '../../test/test-app.ts';
import { UNKNOWN_HOST_MESSAGE } from '../../plugins/auth.ts';

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
    const patch = (headers: Record<string, string>, origin = 'https://192.0.2.10') =>
      ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies, host: '127.0.0.1:3000', origin, ...headers }, payload: { nickname: 'Proxied' } });
    expect((await patch({ 'x-forwarded-proto': 'https', 'x-forwarded-host': '192.0.2.10' })).statusCode).toBe(200);
    expect((await patch({ 'x-forwarded-proto': 'http', 'x-forwarded-host': '192.0.2.10' })).statusCode).toBe(403);
    expect((await patch({})).statusCode).toBe(403);
    // Without PUBLIC_URL a forwarded name is one a rebinding page could send: the proxy's operator sets PUBLIC_URL.
    const named = await patch({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.example' }, 'https://app.example');
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe(UNKNOWN_HOST_MESSAGE);
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
