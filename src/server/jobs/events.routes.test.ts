import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, useTestApp } from '../test/test-app.ts';
import { MAX_STREAMS_PER_PERSON } from './events.routes.ts';

describe('[JOBS] GET /events', () => {
  const ctx = useTestApp(undefined);
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

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

  it('allows ten open streams per person; the eleventh gets 429 until one closes', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const open = (cookie: string) => {
      const controller = new AbortController();
      return fetch(`${baseUrl}/events`, { headers: { cookie }, signal: controller.signal }).then((response) => ({ response, controller }));
    };
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_PERSON }, () => open(cookies)));
    try {
      expect(streams.map(({ response }) => response.status)).toEqual(Array(MAX_STREAMS_PER_PERSON).fill(200));
      const refused = await open(cookies);
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers.get('content-type')).toContain('application/json');
      expect(await refused.response.json()).toEqual({ message: expect.stringMatching(/^Too many open event streams/) });

      // The limit is per person: someone else still connects.
      const others = await open(other.cookies);
      expect(others.response.status).toBe(200);
      others.controller.abort();

      // Closing a stream frees its slot once the server notices the disconnect.
      streams.shift()!.controller.abort();
      let status = 429;
      for (let attempt = 0; attempt < 100 && status === 429; attempt += 1) {
        const retry = await open(cookies);
        status = retry.response.status;
        if (status === 200) streams.push(retry);
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(200);
    } finally {
      for (const { controller } of streams) controller.abort();
    }
  });
});
