import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, useTestApp, registerAdmin } from '../../test/test-app.ts';

// GET /users/me tells the web whether the built-in engine answers, so practice pages can say so; which model a
// provider runs is an operator's detail that only admins receive.
describe.each(TEST_DATABASES)('[USERS] which engine answers, on $name', ({ url }) => {
  describe('with the built-in engine', () => {
    const adminEmail = uniqueEmail('operator');
    const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail });

    it('tells a learner only that the built-in engine answers', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const me = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ permissions: { isAdmin: false }, ai: { isOffline: true, modelLabel: '' } });
    });

    it('gives an admin the engine label as well', async () => {
      const { cookies } = await registerAdmin(ctx, { email: adminEmail });
      const me = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
      expect(me.json()).toMatchObject({ permissions: { isAdmin: true }, ai: { isOffline: true, modelLabel: 'offline engine' } });
    });
  });

  describe('with a model connected', () => {
    // One database serves the whole file on PostgreSQL: this block's admin is a different account.
    const adminEmail = uniqueEmail('model-operator');
    const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test-not-used', AI_MODEL: 'gpt-test' });

    it('tells a learner that a model answers without naming it or any setting', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const me = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
      expect(me.json().ai).toEqual({ isOffline: false, modelLabel: '' });
      expect(me.body).not.toContain('gpt-test');
      expect(me.body).not.toContain('openai');
    });

    it('names the provider and model to an admin', async () => {
      const { cookies } = await registerAdmin(ctx, { email: adminEmail });
      const me = await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
      expect(me.json().ai).toEqual({ isOffline: false, modelLabel: 'openai: gpt-test' });
    });
  });
});
