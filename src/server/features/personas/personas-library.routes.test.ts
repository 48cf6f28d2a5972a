import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Persona, type PersonaDetails, type PersonaJobResult } from '../../../shared/contracts/personas.ts';
import { toPersonaEditValues } from '../../../shared/contracts/persona-details.ts';
import { conversations, personas, scenarios } from '../../db/schema.ts';
import { buildPersona, buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_PERSONA_IDS } from './personas.seed.ts';
import { MISSING_ID, usePersonaRoutes } from './personas.test-helpers.ts';

describe.each(TEST_DATABASES)('[PERSONAS] persona routes on $name', ({ url }) => {
  const { ctx, post, get, signIn, listPersonas } = usePersonaRoutes(url);

  describe('delete', () => {
    const del = (id: string, cookies: string) => ctx.app.inject({ method: 'DELETE', url: `/persona/${id}`, headers: { cookie: cookies } });

    it('deletes the owner’s persona; a scenario that used it still starts a session with the persona’s motivations', async () => {
      const owner = await signIn();
      const row = await buildPersona(ctx.database.db, { userId: owner.userId, name: 'Sarah' });
      const details = row.details as PersonaDetails;
      const scenario = await buildScenario(ctx.database.db, { userId: owner.userId, name: 'Hospital renewal', personaId: row.id });
      const unused = await buildPersona(ctx.database.db, { userId: owner.userId, name: 'Unused' });

      const usage = await get(`/persona/${row.id}/usage`, owner.cookies);
      expect(usage.statusCode).toBe(200);
      expect(usage.json()).toEqual({ scenarios: [{ id: scenario.id, name: 'Hospital renewal' }] });
      expect((await get(`/persona/${unused.id}/usage`, owner.cookies)).json()).toEqual({ scenarios: [] });

      const deleted = await del(row.id, owner.cookies);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ id: row.id, kept_in_scenarios: [{ id: expect.any(String), name: expect.any(String) }] });
      expect(await ctx.database.db.select().from(personas).where(eq(personas.id, row.id))).toEqual([]);
      expect((await listPersonas(owner.account.email, owner.cookies)).map((item) => item.id)).not.toContain(row.id);
      const [kept] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
      expect(kept).toMatchObject({ personaId: null, sourceCopies: { persona: { name: 'Sarah', details } } });

      const started = await post('/assessment/scenario-conversation/create', { scenario_id: scenario.id, mode: 'text' }, owner.cookies);
      expect(started.statusCode).toBe(201);
      const [conversation] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, started.json().data.id));
      expect(details.motivationsAndGoals.length).toBeGreaterThan(10);
      expect(conversation!.context.persona).toMatchObject({ motivationsAndGoals: details.motivationsAndGoals, skillsAndAbilities: details.skillsAndAbilities });

      // Gone means gone: a second delete and its usage answer 404.
      expect((await del(row.id, owner.cookies)).statusCode).toBe(404);
      expect((await get(`/persona/${row.id}/usage`, owner.cookies)).statusCode).toBe(404);
      expect(await del(unused.id, owner.cookies)).toMatchObject({ statusCode: 200 });
      expect((await del(unused.id, owner.cookies)).json()).toEqual({ message: 'Persona not found.' });
    });

    it('hides another person’s persona (404) and keeps it', async () => {
      const owner = await signIn();
      const intruder = await signIn();
      const row = await buildPersona(ctx.database.db, { userId: owner.userId });
      for (const response of [await del(row.id, intruder.cookies), await get(`/persona/${row.id}/usage`, intruder.cookies)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Persona not found.' });
      }
      expect(await ctx.database.db.select({ id: personas.id }).from(personas).where(eq(personas.id, row.id))).toEqual([{ id: row.id }]);
      expect((await del(MISSING_ID, owner.cookies)).statusCode).toBe(404);
      const invalid = await del('abc', owner.cookies);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: 'Persona id must be a persona id.' });
    });

    it('refuses to delete a sample, or list its usage, with 403', async () => {
      const { cookies } = await signIn();
      const sampleId = SAMPLE_PERSONA_IDS[0]!;
      for (const response of [await del(sampleId, cookies), await get(`/persona/${sampleId}/usage`, cookies)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Sample personas cannot be changed.' });
      }
      expect(await ctx.database.db.select({ id: personas.id }).from(personas).where(eq(personas.id, sampleId))).toHaveLength(1);
    });
  });

  describe('duplicate', () => {
    it('copies a sample into the caller’s library as "<name> (copy)", with its details and prompt, and the copy can be edited', async () => {
      const { cookies, account, userId } = await signIn();
      const sample = (await listPersonas(account.email, cookies)).find((item) => item.is_sample)!;
      const response = await post(`/persona/${sample.id}/duplicate`, {}, cookies);
      expect(response.statusCode).toBe(201);
      const copy = response.json().data as Persona;
      expect(copy.id).not.toBe(sample.id);
      expect(copy).toMatchObject({ name: `${sample.name} (copy)`, persona_details: sample.persona_details, persona_prompt: sample.persona_prompt });
      expect(copy.persona_prompt.length).toBeGreaterThan(20);
      const [row] = await ctx.database.db.select().from(personas).where(eq(personas.id, copy.id));
      expect(row).toMatchObject({ userId, isSample: false, prompt: sample.persona_prompt });
      expect((await listPersonas(account.email, cookies)).find((item) => item.id === copy.id)).toMatchObject({ is_sample: false, name: `${sample.name} (copy)` });

      const edited = await post('/persona/update', { ...toPersonaEditValues(copy), hometown: 'Cardiff, United Kingdom' }, cookies);
      expect(edited.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/persona/job-status-update/${edited.json().jobId}`, cookies);
      expect((status.result as PersonaJobResult).data.persona_details.hometown).toBe('Cardiff, United Kingdom');
      // The sample itself is unchanged.
      const [sampleRow] = await ctx.database.db.select().from(personas).where(eq(personas.id, sample.id));
      expect((sampleRow!.details as PersonaDetails).hometown).toBe(sample.persona_details.hometown);
    });

    it('duplicates the caller’s own persona, but not another person’s (404)', async () => {
      const owner = await signIn();
      const other = await signIn();
      const row = await buildPersona(ctx.database.db, { userId: owner.userId, name: 'S'.repeat(100) });
      const own = await post(`/persona/${row.id}/duplicate`, {}, owner.cookies);
      expect(own.statusCode).toBe(201);
      // The name limit still holds: the name is shortened to make room for the suffix.
      expect(own.json().data.name).toBe(`${'S'.repeat(93)} (copy)`);
      const stolen = await post(`/persona/${row.id}/duplicate`, {}, other.cookies);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ message: 'Persona not found.' });
      expect((await post(`/persona/${MISSING_ID}/duplicate`, {}, owner.cookies)).statusCode).toBe(404);
    });
  });
});
