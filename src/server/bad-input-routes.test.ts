// Sends malformed input to every documented route and checks that none answers with a 500 or a bare body.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, useTestApp } from './test/test-app.ts';

const BODIES: { label: string; contentType?: string; payload?: string }[] = [
  { label: 'no body' },
  { label: 'malformed JSON', contentType: 'application/json', payload: '{"name":' },
  { label: 'an array', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'a string', contentType: 'application/json', payload: '"hello"' },
  { label: 'null', contentType: 'application/json', payload: 'null' },
  { label: 'wrong types', contentType: 'application/json', payload: JSON.stringify({ name: 5, email: [], password: {}, id: 7, glossary: false, persona_prompt: 1, file_ids: 'x', nickname: null }) },
  { label: 'deep nesting', contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { label: 'text/plain', contentType: 'text/plain', payload: 'just text' },
  { label: 'form post', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
];
// '%ED%A0%80' is how a lone surrogate would travel in a URL: bytes that are not UTF-8.
const PARAM_VALUES = ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%00', 'a%00b', '%ED%A0%80', 'x'.repeat(300)];

describe('[APP] bad input never causes a server error', () => {
  // A high per-IP limit, so the account routes reach validation instead of answering 429.
  const ctx = useTestApp(undefined, { LOGIN_RATE_LIMIT_PER_IP: '100000' });
  let cookies: string;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    ({ cookies } = await registerAndLogin(ctx.app));
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
  });

  it('covers the documented API', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  // Several hundred requests: on a busy machine this one test may need longer than the suite's 30 s.
  it('answers every route and malformed body with a 2xx/4xx JSON message', async () => {
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    for (const { method, path } of routes) {
      if (path === '/users/logout') continue; // it would end the session the other calls use
      // Each value in the path's parameters; a path without any is the same URL whatever the value, sent once.
      for (const url of new Set(PARAM_VALUES.map((value) => path.replaceAll(/\{[^}]+\}/g, encodeURIComponent(value))))) {
        const bodies = method === 'GET' || method === 'DELETE' ? [BODIES[0]!] : BODIES;
        for (const body of bodies) {
          const response = await ctx.app.inject({
            method: method as 'GET',
            url,
            // A refresh with the session's cookie would rotate it, and the next one would end the session as a reuse.
            headers: { ...(path === '/users/refresh' ? {} : { cookie: cookies }), ...(body.contentType ? { 'content-type': body.contentType } : {}) },
            ...(body.payload !== undefined ? { payload: body.payload } : {}),
          });
          // Account routes answer 401 for a wrong password or a missing refresh token by design.
          if (!path.startsWith('/users')) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${method} ${url.slice(0, 60)} with ${body.label}: ${response.statusCode}`;
          if (response.statusCode >= 500) problems.push(`${where} ${response.body.slice(0, 120)}`);
          else if (response.statusCode >= 400) {
            const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
            if (!isJson || typeof response.json().message !== 'string' || response.json().message === '') problems.push(`${where} without a message`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The session was valid throughout, so the calls reached validation and the handlers, not only the auth check.
    expect(statuses.get(401) ?? 0).toBe(0);
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(200);
  }, 120_000);
});
