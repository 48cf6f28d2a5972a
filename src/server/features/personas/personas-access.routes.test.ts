import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PersonaJobResult, type PersonaListItem } from '../../../shared/contracts/personas.ts';
import { toPersonaEditValues } from '../../../shared/contracts/persona-details.ts';
import { personas } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, startTestApp, uniqueEmail, waitForJobStatus, useTestApp } from '../../test/test-app.ts';
import { SAMPLE_PERSONA_IDS } from './personas.seed.ts';
import { MISSING_ID, SARAH_PROMPT, usePersonaRoutes } from './personas.test-helpers.ts';

describe.each(TEST_DATABASES)('[PERSONAS] persona routes on $name', ({ url }) => {
  const { ctx, post, get, signIn, listPersonas } = usePersonaRoutes(url);

  describe('access', () => {
    it('answers 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/persona/all/a@example.com' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/persona/create', payload: { name: 'A', persona_prompt: 'B' } })).statusCode).toBe(401);
    });

    it('refuses another person’s list with 403', async () => {
      const { cookies } = await signIn();
      const response = await get('/persona/all/someone.else%40example.com', cookies);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only use your own library.' });
    });

    it('hides another person’s persona (404) and job statuses (404); unknown ids are 404 too', async () => {
      const owner = await signIn();
      const intruder = await signIn();
      const created = await post('/persona/create', { name: 'Sarah', persona_prompt: SARAH_PROMPT }, owner.cookies);
      const createStatus = `/persona/job-status-create/${created.json().jobId}`;
      const persona = ((await waitForJobStatus(ctx.app, createStatus, owner.cookies)).result as PersonaJobResult).data;
      expect((await get(createStatus, intruder.cookies)).statusCode).toBe(404);

      const edit = { ...toPersonaEditValues(persona), hometown: 'Hijacked' };
      const stolen = await post('/persona/update', edit, intruder.cookies);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ message: 'Persona not found.' });
      expect((await post('/persona/update', { ...edit, id: MISSING_ID }, owner.cookies)).statusCode).toBe(404);

      const updated = await post('/persona/update', edit, owner.cookies);
      const updateStatus = `/persona/job-status-update/${updated.json().jobId}`;
      expect((await waitForJobStatus(ctx.app, updateStatus, owner.cookies)).jobStatus).toBe('Completed');
      const hidden = await get(updateStatus, intruder.cookies);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Job not found.' });
      // A create job id is not an update job.
      expect((await get(`/persona/job-status-update/${created.json().jobId}`, owner.cookies)).statusCode).toBe(404);
    });

    it('refuses to change a sample with 403', async () => {
      const { cookies, account } = await signIn();
      const sample = (await listPersonas(account.email, cookies)).find((item) => item.is_sample)!;
      const response = await post('/persona/update', { ...toPersonaEditValues(sample), hometown: 'Changed' }, cookies);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Sample personas cannot be changed.' });
      const [row] = await ctx.database.db.select().from(personas).where(eq(personas.id, sample.id));
      expect((row!.details as { hometown: string }).hometown).toBe(sample.persona_details.hometown);
    });

    it('seeds the samples once, however often the app starts', async () => {
      const again = await startTestApp(url, { CREATOR_EMAILS: '' });
      try {
        const { cookies, account } = await registerAndLogin(again.app, { email: uniqueEmail('reseed') });
        const response = await again.app.inject({ method: 'GET', url: `/persona/all/${account.email}`, headers: { cookie: cookies } });
        expect((response.json().data as PersonaListItem[]).filter((item) => item.is_sample)).toHaveLength(SAMPLE_PERSONA_IDS.length);
      } finally {
        await again.close();
      }
    });
  });

  describe('outside the creators list', () => {
    const restricted = useTestApp(url, { CREATOR_EMAILS: 'boss@example.com' });

    it('may not delete, duplicate or regenerate (403)', async () => {
      const { cookies, account } = await registerAndLogin(restricted.app, { email: uniqueEmail('viewer') });
      const headers = { cookie: cookies };
      const sample = (await restricted.app.inject({ method: 'GET', url: `/persona/all/${account.email}`, headers })).json().data[0] as PersonaListItem;
      for (const [method, path] of [['DELETE', `/persona/${sample.id}`], ['POST', `/persona/${sample.id}/duplicate`], ['POST', `/persona/${sample.id}/regenerate`]] as const) {
        const response = await restricted.app.inject({ method, url: path, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/not allowed to create/);
      }
    });

    it('may list but not create or update (403)', async () => {
      const { cookies, account } = await registerAndLogin(restricted.app, { email: uniqueEmail('viewer') });
      const headers = { cookie: cookies };
      const list = await restricted.app.inject({ method: 'GET', url: `/persona/all/${account.email}`, headers });
      expect(list.statusCode).toBe(200);
      const create = await restricted.app.inject({ method: 'POST', url: '/persona/create', payload: { name: 'Sarah', persona_prompt: SARAH_PROMPT }, headers });
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toMatch(/not allowed to create/);
      const sample = (list.json().data as PersonaListItem[])[0]!;
      const update = await restricted.app.inject({ method: 'POST', url: '/persona/update', payload: toPersonaEditValues(sample), headers });
      expect(update.statusCode).toBe(403);
      expect(update.json().message).toMatch(/not allowed to create/);
    });
  });
});
