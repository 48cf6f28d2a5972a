import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GlossaryListAnswer } from '../../../shared/contracts/glossaries.ts';
import { glossaries, users } from '../../db/schema.ts';
import { buildGlossary } from '../../test/builders.ts';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, useTestApp } from '../../test/test-app.ts';
import { SAMPLE_GLOSSARIES } from './glossaries.seed.ts';
import { SAMPLE_NAMES, TEST_ENV, useGlossaryRoutes } from './glossaries.test-helpers.ts';

describe.each(TEST_DATABASES)('[GLOSSARY] glossary routes on $name', ({ url }) => {
  const { ctx, post, get, createGlossary } = useGlossaryRoutes(url);

  describe('validation and access', () => {
    /** A new person posts `payload` to `path`: the answer is a 400 with `message`. */
    async function expectRefused(path: string, payload: unknown, message: string) {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await post(path, cookies, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }

    it.each([
      ['a missing name', { glossary: 'Term: definition' }, 'Name is required.'],
      ['a blank name', { name: '   ', glossary: 'Term: definition' }, 'Name is required.'],
      ['a name that is not text', { name: 42, glossary: 'Term: definition' }, 'Name must be text.'],
      ['an overlong name', { name: 'n'.repeat(121), glossary: 'Term: definition' }, 'Name must be at most 120 characters.'],
      ['missing content', { name: 'Terms' }, 'Content is required.'],
      ['blank content', { name: 'Terms', glossary: ' \n\t ' }, 'Content is required.'],
      ['content that is not text', { name: 'Terms', glossary: ['Term: definition'] }, 'Content must be text.'],
      ['oversize content', { name: 'Terms', glossary: 'x'.repeat(50_001) }, 'Content must be at most 50,000 characters.'],
      ['an organization id that is not text', { name: 'Terms', glossary: 'Term: definition', organization_id: 7 }, 'Organization id must be text.'],
    ])('create answers 400 for %s', async (_case, payload, message) => {
      await expectRefused('/glossary/create', payload, message);
    });

    it('accepts content of exactly 50,000 characters and a name of 120', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createGlossary(cookies, { name: 'n'.repeat(120), glossary: `Term: ${'x'.repeat(50_000 - 6)}` });
      expect(created.glossary).toHaveLength(50_000);
      expect(created.name).toHaveLength(120);
    });

    it.each([
      ['a missing id', { name: 'Terms', glossary: 'Term: definition' }, 'Glossary id is required.'],
      ['an id that is not a uuid', { id: 'glossary-1', name: 'Terms', glossary: 'Term: definition' }, 'Glossary id is not valid.'],
      ['an id that is not text', { id: 12, name: 'Terms', glossary: 'Term: definition' }, 'Glossary id is not valid.'],
      ['a blank name', { id: '00000000-0000-4000-8000-000000000000', name: '', glossary: 'Term: definition' }, 'Name is required.'],
      ['content that is not text', { id: '00000000-0000-4000-8000-000000000000', name: 'Terms', glossary: { term: 'x' } }, 'Content must be text.'],
      ['oversize content', { id: '00000000-0000-4000-8000-000000000000', name: 'Terms', glossary: 'x'.repeat(50_001) }, 'Content must be at most 50,000 characters.'],
    ])('update answers 400 for %s', async (_case, payload, message) => {
      await expectRefused('/glossary/update', payload, message);
    });

    it('answers 400 when the body is not a JSON object', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/glossary/create',
        headers: { cookie: cookies, 'content-type': 'application/json' },
        payload: '["Term: definition"]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
    });

    it('answers 403 for another person’s e-mail in the list path and in organization_id', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const list = await get(`/glossary/all/${encodeURIComponent(uniqueEmail('someone-else'))}`, cookies);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ message: 'You can only use your own library.' });
      const create = await post('/glossary/create', cookies, { name: 'Terms', glossary: 'Term: definition', organization_id: uniqueEmail('someone-else') });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ message: 'You can only use your own library.' });
    });

    it('answers 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/glossary/all/a@example.com' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/glossary/create', payload: { name: 'A', glossary: 'B: c' } })).statusCode).toBe(401);
    });
  });

  describe('with CREATOR_EMAILS that leave the caller out', () => {
    const restricted = useTestApp(url, { ...TEST_ENV, CREATOR_EMAILS: 'curator@example.com' });

    it('refuses delete and duplicate with 403', async () => {
      const { account, cookies } = await registerAndLogin(restricted.app);
      const [user] = await restricted.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      const own = await buildGlossary(restricted.database.db, { userId: user!.id });
      for (const [method, path] of [['DELETE', `/glossary/${own.id}`], ['POST', `/glossary/${SAMPLE_GLOSSARIES[0]!.id}/duplicate`]] as const) {
        const response = await restricted.app.inject({ method, url: path, headers: { cookie: cookies } });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/not allowed to create/);
      }
      expect(await restricted.database.db.select().from(glossaries).where(eq(glossaries.id, own.id))).toHaveLength(1);
    });

    it('refuses create and update with 403 but still lists', async () => {
      const { account, cookies } = await registerAndLogin(restricted.app);
      const create = await restricted.app.inject({ method: 'POST', url: '/glossary/create', headers: { cookie: cookies }, payload: { name: 'Terms', glossary: 'Term: definition' } });
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toMatch(/not allowed to create/);
      const update = await restricted.app.inject({
        method: 'POST',
        url: '/glossary/update',
        headers: { cookie: cookies },
        payload: { id: '00000000-0000-4000-8000-000000000000', name: 'Terms', glossary: 'Term: definition' },
      });
      expect(update.statusCode).toBe(403);
      const list = await restricted.app.inject({ method: 'GET', url: `/glossary/all/${encodeURIComponent(account.email)}`, headers: { cookie: cookies } });
      expect(list.statusCode).toBe(200);
      expect((list.json() as GlossaryListAnswer).data).toHaveLength(SAMPLE_NAMES.length);
    });
  });
});
