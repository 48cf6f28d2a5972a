import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { cookieHeader, registerAndLogin, TEST_DATABASES, useTestApp } from '../test/test-app.ts';
import { openEventStream } from '../test/event-stream.ts';
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

describe('[JOBS] GET /events ends with its login', () => {
  const ctx = useTestApp(undefined, { REFRESH_REUSE_GRACE_SECONDS: '0' });
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const post = (url: string, cookie: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('ends when the person logs out, and leaves their other login\'s stream open', async () => {
    const { cookies, account } = await registerAndLogin(ctx.app);
    const other = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: account.password } });
    const stream = await openEventStream(baseUrl, cookies);
    const otherStream = await openEventStream(baseUrl, cookieHeader(other));
    try {
      expect((await post('/users/logout', cookies)).statusCode).toBe(200);
      expect(await stream.hasEnded()).toBe(true);
      // The other login's stream is not ended by this logout.
      expect(await Promise.race([otherStream.hasEnded(), new Promise((resolve) => setTimeout(() => resolve('open'), 300))])).toBe('open');
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it('ends the other logins\' streams on a password change', async () => {
    const { cookies, account } = await registerAndLogin(ctx.app);
    const other = await ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email: account.email, password: account.password } });
    const stream = await openEventStream(baseUrl, cookieHeader(other));
    try {
      const changed = await post('/users/password/change', cookies, { current_password: account.password, new_password: 'another long passphrase' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await stream.hasEnded()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends when a reused refresh token revokes the login', async () => {
    const { cookies, login } = await registerAndLogin(ctx.app);
    const stream = await openEventStream(baseUrl, cookies);
    try {
      const token = cookieHeader(login, ['refresh_token']);
      expect((await post('/users/refresh', token)).statusCode).toBe(200);
      expect((await post('/users/refresh', token)).statusCode).toBe(401);
      expect(await stream.hasEnded()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('ends when the account is deleted', async () => {
    const { cookies, account } = await registerAndLogin(ctx.app);
    const stream = await openEventStream(baseUrl, cookies);
    try {
      const deleted = await ctx.app.inject({ method: 'DELETE', url: '/users/me', headers: { cookie: cookies }, payload: { password: account.password } });
      expect(deleted.statusCode).toBe(204);
      expect(await stream.hasEnded()).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe.each(TEST_DATABASES.filter(({ name }) => name === 'postgres'))('[JOBS] GET /events ends with its login on another instance ($name)', ({ url }) => {
  const ctx = useTestApp(url);
  let secondInstance: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    secondInstance = await buildApp({ ...ctx.config, runWorkers: false }, { database: ctx.database, filesDir: ctx.filesDir });
    baseUrl = await secondInstance.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => secondInstance.close());

  it('closes a stream held by one instance when the login ends on another', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const stream = await openEventStream(baseUrl, cookies);
    try {
      expect((await ctx.app.inject({ method: 'POST', url: '/users/logout', headers: { cookie: cookies } })).statusCode).toBe(200);
      expect(await stream.hasEnded()).toBe(true);
    } finally {
      stream.close();
    }
  });
});
