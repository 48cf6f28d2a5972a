import { describe, expect, it } from 'vitest';
import { cookieHeader, registerAndLogin, useTestApp, TEST_DATABASES } from '../../test/test-app.ts';
import { NEW_PASSWORD, login, me } from './account.test-helpers.ts';

describe.each(TEST_DATABASES)('[ACCOUNT] change password on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000', LOGIN_FAILURES_BEFORE_DELAY: '3' });

  const change = (cookies: string, payload: object, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/users/password/change', headers: { cookie: cookies }, payload, remoteAddress });

  it('changes the password: this login stays, the others end, the new password logs in', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const other = await login(ctx.app, account.email, account.password);
    const otherCookies = cookieHeader(other);

    const response = await change(cookies, { current_password: account.password, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your password has been changed. Other devices have been logged out.' });

    expect((await me(ctx.app, cookies)).statusCode).toBe(200);
    expect((await me(ctx.app, otherCookies)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: cookieHeader(other, ['refresh_token']) } });
    expect(refresh.statusCode).toBe(401);
    expect((await login(ctx.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(ctx.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const response = await change(cookies, { current_password: 'not my password', new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The current password is not correct.' });
    expect((await me(ctx.app, cookies)).statusCode).toBe(200);
    expect((await login(ctx.app, account.email, account.password)).statusCode).toBe(200);
    expect((await login(ctx.app, account.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('slows guesses of the current password like failed logins', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await change(cookies, { current_password: `guess-${i}`, new_password: NEW_PASSWORD }, '10.9.9.9')).statusCode).toBe(400);
    }
    const slowed = await change(cookies, { current_password: account.password, new_password: NEW_PASSWORD }, '10.9.9.9');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/^Too many failed login attempts/);
  });

  it.each([
    [{ current_password: 'whatever1', new_password: 'short' }, 'New password must be at least 8 characters.'],
    [{ new_password: NEW_PASSWORD }, 'Current password is required.'],
    [{ current_password: 'whatever1' }, 'New password is required.'],
  ])('answers 400 for %j', async (payload, message) => {
    const { cookies } = await registerAndLogin(ctx.app);
    const response = await change(cookies, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/users/password/change', payload: { current_password: 'x', new_password: NEW_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });
});
