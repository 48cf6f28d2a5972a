import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GlossaryJobResult } from '../../../shared/contracts/glossaries.ts';
import { glossaries, scenarios } from '../../db/schema.ts';
import { buildGlossary, buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES, registerAndLogin, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_GLOSSARIES } from './glossaries.seed.ts';
import { SAMPLE_GLOSSARY_READ_ONLY_MESSAGE } from './glossaries.service.ts';
import { useGlossaryRoutes } from './glossaries.test-helpers.ts';

describe.each(TEST_DATABASES)('[GLOSSARY] glossary routes on $name', ({ url }) => {
  const { ctx, post, get, remove, userIdOf, listGlossaries } = useGlossaryRoutes(url);

  describe('usage, delete and duplicate', () => {
    it('deletes a glossary a scenario uses: the usage named it, the scenario keeps the terms and its sessions still use them', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const userId = await userIdOf(account.email);
      const glossary = await buildGlossary(ctx.database.db, { userId, name: 'Hospital terms', content: 'Renewal window: the thirty days before the contract ends, when prices can change.' });
      const scenario = await buildScenario(ctx.database.db, { userId, name: 'Renewing the hospital contract', glossaryId: glossary.id });
      const unused = await buildGlossary(ctx.database.db, { userId, name: 'Unused' });

      const usage = await get(`/glossary/${glossary.id}/usage`, cookies);
      expect(usage.statusCode).toBe(200);
      expect(usage.json()).toEqual({ scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });
      expect((await get(`/glossary/${unused.id}/usage`, cookies)).json()).toEqual({ scenarios: [] });

      const deleted = await remove(`/glossary/${glossary.id}`, cookies);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ id: glossary.id, kept_in_scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });
      expect(await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, glossary.id))).toEqual([]);
      const [kept] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
      expect(kept?.glossaryId).toBeNull();
      expect(kept?.sourceCopies).toMatchObject({ glossary: { name: 'Hospital terms', content: glossary.content } });

      // The character still knows the term from the scenario's copy.
      const reply = await post('/conversational/vibes-check', cookies, {
        scenario_id: scenario.id,
        messages: [{ role: 'learner', content: 'Can we talk about the renewal window?' }],
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('the thirty days before the contract ends');

      const { data } = await listGlossaries(account.email, cookies);
      expect(data.map((item) => item.id)).not.toContain(glossary.id);
      expect((await remove(`/glossary/${glossary.id}`, cookies)).statusCode).toBe(404);
      expect((await remove(`/glossary/${unused.id}`, cookies)).json()).toEqual({ id: unused.id, kept_in_scenarios: [] });
    });

    it('refuses to delete a sample (403) or another person’s glossary (404), and shows neither’s usage', async () => {
      const owner = await registerAndLogin(ctx.app);
      const foreign = await buildGlossary(ctx.database.db, { userId: await userIdOf(owner.account.email), name: 'Not yours' });
      const { cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_GLOSSARIES[0]!;

      const sampleDelete = await remove(`/glossary/${sample.id}`, cookies);
      expect(sampleDelete.statusCode).toBe(403);
      expect(sampleDelete.json()).toEqual({ message: SAMPLE_GLOSSARY_READ_ONLY_MESSAGE });
      expect((await get(`/glossary/${sample.id}/usage`, cookies)).statusCode).toBe(403);

      for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await remove(`/glossary/${id}`, cookies);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Glossary not found.' });
        expect((await get(`/glossary/${id}/usage`, cookies)).statusCode).toBe(404);
        expect((await post(`/glossary/${id}/duplicate`, cookies, {})).statusCode).toBe(404);
      }
      expect((await remove('/glossary/not-an-id', cookies)).json()).toEqual({ message: 'Glossary id is not valid.' });
      expect(await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, sample.id))).toHaveLength(1);
      expect(await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, foreign.id))).toHaveLength(1);
    });

    it('duplicates a sample into the caller’s own library as "<name> (copy)", which the caller may then edit', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_GLOSSARIES[2]!;
      const response = await post(`/glossary/${sample.id}/duplicate`, cookies, {});
      expect(response.statusCode).toBe(201);
      const copy = (response.json() as GlossaryJobResult).data;
      expect(copy).toEqual({ id: expect.any(String), name: `${sample.name} (copy)`, glossary: sample.content, timestamp: expect.any(String), organization_id: null });

      const { data } = await listGlossaries(account.email, cookies);
      expect(data[0]).toEqual({ ...copy, is_sample: false, can_change: true });
      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, copy.id));
      expect(stored).toMatchObject({ userId: await userIdOf(account.email), isSample: false });

      const update = await post('/glossary/update', cookies, { id: copy.id, name: 'My sales words', glossary: 'Lead: someone interested' });
      expect(update.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/glossary/job-status-update/${update.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      // The sample itself is untouched.
      const [original] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, sample.id));
      expect(original?.content).toBe(sample.content);
    });

    it('keeps every sample glossary valid under the line checks, so a copy can be saved as it is', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      for (const sample of SAMPLE_GLOSSARIES) {
        const response = await post('/glossary/create', cookies, { name: sample.name, glossary: sample.content });
        expect(response.statusCode, sample.name).toBe(202);
      }
    });
  });
});
