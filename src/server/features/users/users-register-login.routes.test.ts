import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, cookieHeader, registerAndLogin, uniqueEmail } from '../../test/test-app.ts';
import { useAccountRoutes } from './users.test-helpers.ts';

describe.each(TEST_DATABASES)('[USERS] account routes on $name', ({ url }) => {
  const { ctx, post, me } = useAccountRoutes(url);

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
});
