import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, registerAndLogin } from '../../test/test-app.ts';
import { useAccountRoutes } from './users.test-helpers.ts';

describe.each(TEST_DATABASES)('[USERS] account routes on $name', ({ url }) => {
  const { ctx, post, me } = useAccountRoutes(url);

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
      [{}, 'Send a nickname or a language.'],
    ])('answers 400 for nickname %j', async (payload, message) => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    });

    it('keeps the interface language the person chooses, null until they choose, without touching the nickname', async () => {
      const { cookies, account } = await registerAndLogin(ctx.app, { name: 'Sari' });
      expect((await me({ cookie: cookies })).json().user.language).toBeNull();
      const patched = await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload: { language: 'id' } });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().user).toMatchObject({ language: 'id', nickname: 'Sari' });
      const again = await post('/users/login', { email: account.email, password: account.password });
      const cookiesAgain = again.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
      expect((await me({ cookie: cookiesAgain })).json().user.language).toBe('id');
      const back = await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload: { language: 'en', nickname: 'Sari W' } });
      expect(back.json().user).toMatchObject({ language: 'en', nickname: 'Sari W' });
    });

    it('answers a refusal in the account’s language, whatever the request asks, and the request’s before any is chosen', async () => {
      const { cookies } = await registerAndLogin(ctx.app, { name: 'Sari' });
      const missingScenario = (headers: Record<string, string> = {}) =>
        ctx.app.inject({ method: 'GET', url: `/assessment/scenario-conversation/funds?scenario_id=${randomUUID()}`, headers: { cookie: cookies, ...headers } });
      expect((await missingScenario()).json()).toEqual({ message: 'Scenario not found.' });
      expect((await missingScenario({ 'accept-language': 'id' })).json().message).toBe('Skenario tidak ditemukan.');
      expect((await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload: { language: 'id' } })).statusCode).toBe(200);
      expect((await missingScenario({ 'accept-language': 'en-US' })).json()).toEqual({ message: 'Skenario tidak ditemukan.' });
      expect((await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload: { language: 'en' } })).statusCode).toBe(200);
      expect((await missingScenario({ 'accept-language': 'id' })).json().message).toBe('Scenario not found.');
    });

    it.each([[{ language: 'fr' }], [{ language: 'ID' }], [{ language: 3 }], [{ language: null }]])('answers 400 for language %j', async (payload) => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Language must be one of: en, id.' });
      expect((await me({ cookie: cookies })).json().user.language).toBeNull();
    });

    it('answers a wrong password in the language the request asks for', async () => {
      const { account } = await registerAndLogin(ctx.app);
      const payload = { email: account.email, password: 'not the password at all' };
      const indonesian = await ctx.app.inject({ method: 'POST', url: '/users/login', payload, headers: { 'accept-language': 'id' } });
      expect(indonesian.statusCode).toBe(401);
      expect(indonesian.json()).toEqual({ success: false, message: 'Email atau kata sandi salah.' });
      const english = await ctx.app.inject({ method: 'POST', url: '/users/login', payload, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(english.json()).toEqual({ success: false, message: 'Invalid email or password.' });
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
