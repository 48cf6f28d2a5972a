// Every route of the operator's console, as the API documentation lists it: signed out it answers 401, for someone who
// is not an administrator 403 (before any input is read), and a change sent from another site is refused even for an
// administrator. A new admin route is covered the day it is documented.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, uniqueEmail, useTestApp, registerAdmin } from '../../test/test-app.ts';

const ADMIN_EMAIL = uniqueEmail('console-admin');
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('[ADMIN] every console route checks the role and the origin', () => {
  const ctx = useTestApp(undefined, { ADMIN_EMAILS: ADMIN_EMAIL, PUBLIC_URL: 'http://engram.example' });
  let routes: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[];
  let adminCookies: string;
  let personCookies: string;

  beforeAll(async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/admin/') || path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method: method.toUpperCase() as 'GET', url: path.replaceAll(/\{[^}]+\}/g, SAMPLE_ID) })),
      );
    adminCookies = (await registerAdmin(ctx, { email: ADMIN_EMAIL })).cookies;
    personCookies = (await registerAndLogin(ctx.app)).cookies;
  });

  it('lists the pages of the console', () => {
    const prefixes = new Set(routes.map(({ url }) => url.split('/').slice(0, url.startsWith('/api/') ? 4 : 3).join('/')));
    expect([...prefixes].sort()).toEqual(['/admin/ai', '/admin/email', '/admin/local-models', '/admin/quality', '/admin/speech', '/admin/usage', '/api/admin/credits', '/api/admin/ledger', '/api/admin/mentor-payouts', '/api/admin/organizations', '/api/admin/plans', '/api/admin/sso-domains', '/api/admin/users']);
  });

  it('answers 401 signed out and 403 to someone who is not an administrator, whatever the input', async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: { anything: 'at all' } };
      const signedOut = await ctx.app.inject({ method, url, ...body });
      const person = await ctx.app.inject({ method, url, headers: { cookie: personCookies }, ...body });
      if (signedOut.statusCode !== 401) wrong.push(`${method} ${url} signed out: ${signedOut.statusCode}`);
      if (person.statusCode !== 403) wrong.push(`${method} ${url} as a learner: ${person.statusCode}`);
      else if (typeof person.json().message !== 'string') wrong.push(`${method} ${url} as a learner: no message`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a change an administrator’s browser sends from another site', async () => {
    const changes = routes.filter(({ method }) => method !== 'GET');
    expect(changes.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const { method, url } of changes) {
      const response = await ctx.app.inject({ method, url, headers: { cookie: adminCookies, origin: 'http://evil.example' }, payload: {} });
      if (response.statusCode !== 403 || response.json().message !== 'Cross-site requests are not allowed.') wrong.push(`${method} ${url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
