import { describe, expect, it } from 'vitest';
import { registerAndLogin, useTestApp } from './test/test-app.ts';

describe('[APP] infrastructure', () => {
  const ctx = useTestApp(undefined);

  it('documents the API publicly at /docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/users/login', '/users/register', '/users/me', '/healthz']));
  });

  it('sends security headers with a content security policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('gives /docs a policy as strict as the app\'s: own scripts only, no third-party styles or fonts', async () => {
    for (const url of ['/docs/', '/docs/static/swagger-initializer.js']) {
      const policy = (await ctx.app.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/https:|unsafe-eval|validator\.swagger\.io|upgrade-insecure-requests/);
    }
  });

  it('keeps JSON answers out of caches, but not the documentation\'s static files', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBe('no-store');
    const unknownApiPath = await ctx.app.inject({ method: 'GET', url: '/users/nothing-here' });
    expect(unknownApiPath.headers['cache-control']).toBe('no-store');
    const script = await ctx.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).not.toBe('no-store');
  });

  it('never answers bad input with a stack trace', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/users/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers the router\'s refusals (an address that is not UTF-8, an over-long path parameter) with { message } alone', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const badUrl = await ctx.app.inject({ method: 'GET', url: '/conversations/00000000-0000-4000-8000-000000000000/messages/%ED%A0%80/interrupt', headers: { cookie: cookies } });
    const tooLong = await ctx.app.inject({ method: 'GET', url: `/persona/${'x'.repeat(300)}/usage`, headers: { cookie: cookies } });
    expect([badUrl.statusCode, badUrl.json()]).toEqual([400, { message: 'The address is not valid.' }]);
    expect([tooLong.statusCode, tooLong.json()]).toEqual([414, { message: 'A path parameter is too long.' }]);
  });
});
