// Without PUBLIC_URL, a DNS-rebinding page (Origin and Host both its own name) must not reach the API.
import { describe, expect, it } from 'vitest';
import { registerAndLogin, uniqueEmail, useTestApp } from '../test/test-app.ts';
import { createHostCheck, UNKNOWN_HOST_MESSAGE } from './auth.ts';

const PASSWORD = 'correct horse battery';

describe('[SECURITY] host names answered without PUBLIC_URL', () => {
  const ctx = useTestApp(undefined, { HOST: 'engram.lan' });

  const login = (email: string, host: string) =>
    ctx.app.inject({ method: 'POST', url: '/users/login', headers: { host, origin: `http://${host}` }, payload: { email, password: PASSWORD } });

  it('refuses a rebinding name for logins and reads, and answers loopback names, IP addresses and HOST', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app, { email: uniqueEmail('host'), password: PASSWORD });

    const rebound = await login(account.email, 'evil.example:3000');
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json()).toEqual({ success: false, message: UNKNOWN_HOST_MESSAGE });
    const read = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { host: 'evil.example:3000', cookie: cookies } });
    expect(read.statusCode).toBe(403);
    // A name that merely starts like a loopback one is still a rebinding name.
    expect((await login(account.email, 'localhost.evil.example:3000')).statusCode).toBe(403);
    expect((await login(account.email, '127.0.0.1.nip.example:3000')).statusCode).toBe(403);

    for (const host of ['localhost:3000', 'app.localhost:3000', '127.0.0.1:3000', '[::1]:3000', '192.0.2.7:3000', 'engram.lan:3000', 'ENGRAM.LAN']) {
      expect((await login(account.email, host)).statusCode, host).toBe(200);
    }
  });

  it('tells a person who opened a page at such a name what to do, in plain text', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/showcase', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toBe(UNKNOWN_HOST_MESSAGE);
  });

  it('answers /healthz under any name, for load balancers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'evil.example' } })).statusCode).toBe(200);
  });
});

describe('[SECURITY] host names with PUBLIC_URL', () => {
  const ctx = useTestApp(undefined, { PUBLIC_URL: 'https://engram.example' });

  it('leaves the check to the Origin, compared with PUBLIC_URL (a proxy may pass any Host)', async () => {
    const { account } = await registerAndLogin(ctx.app, { password: PASSWORD });
    const at = (host: string, origin: string) =>
      ctx.app.inject({ method: 'POST', url: '/users/login', headers: { host, origin }, payload: { email: account.email, password: PASSWORD } });
    expect((await at('internal-name:3000', 'https://engram.example')).statusCode).toBe(200);
    expect((await at('evil.example', 'http://evil.example')).statusCode).toBe(403);
  });
});

describe('createHostCheck', () => {
  it('reads host names with ports, brackets, case and a trailing dot', () => {
    const isOwn = createHostCheck('0.0.0.0');
    expect(isOwn('LOCALHOST.:80')).toBe(true);
    expect(isOwn('[2001:db8::1]:443')).toBe(true);
    expect(isOwn('')).toBe(true);
    expect(isOwn('example.com')).toBe(false);
    expect(isOwn('example.com:0.0.0.0')).toBe(false);
  });
});
