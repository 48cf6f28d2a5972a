import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, startTestApp, type TestContext } from '../test/test-app.ts';

describe('[JOBS] GET /events', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await startTestApp(undefined);
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('needs a signed-in caller', async () => {
    const response = await fetch(`${baseUrl}/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('opens an event stream for the signed-in caller', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/events`, { headers: { cookie: cookies }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('retry: 3000');
    controller.abort();
  });
});
