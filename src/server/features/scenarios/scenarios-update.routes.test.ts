import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { scenarios } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, useTestApp, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_SCENARIOS } from './scenarios.seed.ts';
import { SAMPLE_SCENARIO_READ_ONLY_MESSAGE } from './scenarios.service.ts';
import { QUICK, SAMPLE_PERSONA, SAMPLE_RUBRIC_ID, useScenarioRoutes } from './scenarios.test-helpers.ts';

describe.each(TEST_DATABASES)('[SCENARIOS] scenario routes on $name', ({ url }) => {
  const { ctx, post, get, remove, listScenarios, runJob, createQuick } = useScenarioRoutes(url);

  describe('update and delete', () => {
    it('lets the owner change the title, visibility and categories, and keeps the description', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies);
      const status = await runJob('/scenarios/update', '/scenarios/job-status-update', cookies, { id: created.id, name: ' Boat loan ', visibility: true, category: ['Finance', 'Customer Service'] });
      expect(status.jobStatus).toBe('Completed');
      const updated = (status.result as ScenarioJobResult).data;
      expect(updated).toEqual({ ...created, name: 'Boat loan', visibility: true, category: ['Finance', 'Customer Service'] });
      expect((await listScenarios(account.email, cookies)).find((item) => item.id === created.id)).toEqual(updated);
    });

    it('lets the owner delete a scenario, after which every route answers 404', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies);
      const response = await remove(`/scenarios/${created.id}`, cookies);
      expect(response.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/scenarios/job-status-delete/${response.json().jobId}`, cookies);
      expect(status).toMatchObject({ jobStatus: 'Completed', result: { data: { id: created.id } } });
      expect((await listScenarios(account.email, cookies)).map((item) => item.id)).not.toContain(created.id);
      expect((await get(`/api/ai/scenario/${created.id}`, cookies)).statusCode).toBe(404);
      expect((await remove(`/scenarios/${created.id}`, cookies)).statusCode).toBe(404);
    });

    it('refuses to change or delete a sample (403), and leaves it as it was', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_SCENARIOS[0]!;
      const update = await post('/scenarios/update', cookies, { id: sample.id, name: 'Mine now', visibility: false, category: ['Sales'] });
      const deletion = await remove(`/scenarios/${sample.id}`, cookies);
      for (const response of [update, deletion]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(SAMPLE_SCENARIO_READ_ONLY_MESSAGE);
      }
      const [row] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, sample.id));
      expect(row).toMatchObject({ name: sample.name, isPublic: true });
    });

    it('hides another person’s job status', async () => {
      const owner = await registerAndLogin(ctx.app);
      const response = await post('/quick-roleplay/create', owner.cookies, QUICK);
      const other = await registerAndLogin(ctx.app);
      expect((await get(`/quick-roleplay/job-status-create/${response.json().jobId}`, other.cookies)).statusCode).toBe(404);
    });
  });
});

describe('[SCENARIOS] creator permission', () => {
  const ctx = useTestApp(undefined, { CREATOR_EMAILS: 'creator@example.com', LOGIN_RATE_LIMIT_PER_IP: '1000' });

  it('refuses create, update and delete to someone outside CREATOR_EMAILS (403) but lets them list and read', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const sample = SAMPLE_SCENARIOS[0]!;
    const inject = (method: 'POST' | 'DELETE', url: string, payload?: unknown) => ctx.app.inject({ method, url, headers: { cookie: cookies }, ...(payload ? { payload: payload as object } : {}) });
    for (const response of [
      await inject('POST', '/quick-roleplay/create', QUICK),
      await inject('POST', '/advance-roleplay/create', { scenario_title: 'X', persona_id: SAMPLE_PERSONA.id, rubric_id: SAMPLE_RUBRIC_ID, scenario_description: 'A renewal meeting about price.' }),
      await inject('POST', '/scenarios/update', { id: sample.id, name: 'X', visibility: true, category: ['Sales'] }),
      await inject('DELETE', `/scenarios/${sample.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/not allowed to create/);
    }
    const list = await ctx.app.inject({ method: 'GET', url: `/quick-roleplay/all/${encodeURIComponent(account.email)}`, headers: { cookie: cookies } });
    expect(list.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ai/scenario/${sample.id}`, headers: { cookie: cookies } })).statusCode).toBe(200);
  });
});
