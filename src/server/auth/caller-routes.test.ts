import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getForCaller, getOneForCaller } from './caller-routes.ts';
import type { AccessClaims } from './tokens.ts';

const caller: AccessClaims = { userId: '00000000-0000-4000-8000-000000000001', sessionId: '00000000-0000-4000-8000-000000000002', email: 'sam@example.com' };
const docs = { tags: ['things'], summary: 'The caller’s things', description: 'What the caller owns.' };
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app whose requests carry the caller's claims when they send `x-signed-in`, as the auth plugin would set them. */
async function appWith(register: (app: FastifyInstance) => void) {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-signed-in']) request.auth = caller;
  });
  register(app);
  await app.ready();
  return app;
}

const signedIn = { 'x-signed-in': '1' };
const Owned = z.object({ owner: z.string() });

describe('getForCaller', () => {
  it('answers the signed-in caller from the read, in the shape of the answer schema only', async () => {
    const read = async (claims: AccessClaims) => ({ owner: claims.email, secret: 'not sent' });
    const app = await appWith((target) => getForCaller(target, '/things/mine', Owned, read, docs));
    const answer = await app.inject({ method: 'GET', url: '/things/mine', headers: signedIn });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ owner: 'sam@example.com' });
  });

  it('refuses a caller who is not signed in with 401, without reading', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { owner: 'nobody' };
    };
    const app = await appWith((target) => getForCaller(target, '/things/mine', Owned, read, docs));
    expect((await app.inject({ method: 'GET', url: '/things/mine' })).statusCode).toBe(401);
    expect(reads).toBe(0);
  });
});

describe('getOneForCaller', () => {
  it('reads one thing the path names with its params parsed, and refuses a path its params schema does not accept', async () => {
    const shape = { params: z.object({ id: z.uuid() }), answer: Owned.extend({ id: z.string() }), errors: [404] };
    const app = await appWith((target) => getOneForCaller(target, '/things/:id', shape, async (claims, { id }) => ({ id, owner: claims.email }), docs));
    const id = '00000000-0000-4000-8000-0000000000aa';
    expect((await app.inject({ method: 'GET', url: `/things/${id}`, headers: signedIn })).json()).toEqual({ id, owner: 'sam@example.com' });
    expect((await app.inject({ method: 'GET', url: '/things/not-a-uuid', headers: signedIn })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/things/${id}` })).statusCode).toBe(401);
  });
});
