import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../../shared/contracts/reports.ts';
import { type RubricListItem } from '../../../shared/contracts/rubrics.ts';
import { SAMPLE_RUBRIC_IDS_BY_CATEGORY } from '../../../shared/contracts/rubrics-constants.ts';
import { scenarios } from '../../db/schema.ts';
import { buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES, startTestApp, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_RUBRICS } from './rubrics.seed.ts';
import { TEST_ENV, editedRubric, useRubricRoutes } from './rubrics.test-helpers.ts';

describe.each(TEST_DATABASES)('[RUBRICS] rubric routes on $name', ({ url }) => {
  const { ctx, signUp, inject, ownRubric, update } = useRubricRoutes(url);

  describe('edit, delete and duplicate', () => {
    it('deletes an unused rubric: it leaves the list and no scenario kept a copy', async () => {
      const { cookies, account, rubricId } = await ownRubric();
      expect((await inject('GET', `/rubrics/${rubricId}/usage`, cookies)).json()).toEqual({ scenarios: [] });
      const deleted = await inject('DELETE', `/rubrics/${rubricId}`, cookies);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ id: rubricId, kept_in_scenarios: [] });
      expect((await inject('GET', `/rubrics/rubric/${rubricId}`, cookies)).statusCode).toBe(404);
      const list = await inject('GET', `/rubrics/all/${account.email}`, cookies);
      expect((list.json().data as RubricListItem[]).some((item) => item.id === rubricId)).toBe(false);
      expect((await inject('DELETE', `/rubrics/${rubricId}`, cookies)).statusCode).toBe(404);
    });

    it('deletes a rubric a scenario uses: the confirm names it, and the scenario is still graded against that rubric’s copy', { timeout: 60_000 }, async () => {
      const { cookies, userId, rubricId } = await ownRubric();
      const edited = await update(cookies, editedRubric(rubricId));
      expect(edited.statusCode, edited.body).toBe(200);
      const scenario = await buildScenario(ctx.database.db, { userId, name: 'Renewing the hospital contract' });
      await ctx.database.db.update(scenarios).set({ rubricId }).where(eq(scenarios.id, scenario.id));

      const usage = await inject('GET', `/rubrics/${rubricId}/usage`, cookies);
      expect(usage.json()).toEqual({ scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });

      const started = await inject('POST', '/assessment/scenario-conversation/create', cookies, { scenario_id: scenario.id, mode: 'text' });
      expect(started.statusCode, started.body).toBe(201);
      const conversationId = started.json().data.id as string;
      const said = await inject('POST', '/conversational/roleplay-chat', cookies, {
        scenario_conv_list_id: conversationId,
        message: 'I am sorry the delivery was late. I propose a fixed Monday slot and I will send the written plan by Friday.',
      });
      expect(said.statusCode, said.body).toBe(200);

      const deleted = await inject('DELETE', `/rubrics/${rubricId}`, cookies);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ id: rubricId, kept_in_scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });
      const [row] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
      expect(row!.rubricId).toBeNull();

      const ended = await inject('POST', `/conversations/${conversationId}/end`, cookies);
      expect(ended.statusCode, ended.body).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${ended.json().jobId}`, cookies, 30_000);
      expect(status.jobStatus, status.failedReason ?? '').toBe('Completed');
      const report = ReportSchema.parse((await inject('GET', `/conversations/${conversationId}/report`, cookies)).json());
      // The deleted rubric's criteria and pass mark, not the Sales sample's that a scenario without a rubric falls back to.
      expect(report.criteria.map((item) => item.name)).toEqual(['Acknowledging the late delivery', 'Proposing a fixed delivery slot', 'Agreeing a written follow-up']);
      expect(report.rubric).toMatchObject({ id: null, title: 'Hospital renewal call' });
      expect(report.pass_mark).toBe(75);
      const sample = await inject('GET', `/rubrics/rubric/${SAMPLE_RUBRIC_IDS_BY_CATEGORY.Sales}`, cookies);
      const sampleNames = (sample.json().data as RubricListItem).content.criteria.map((item) => item.criterion_name);
      expect(report.criteria.map((item) => item.name)).not.toEqual(sampleNames);
    });

    it('duplicates a sample into the caller’s library as "<name> (copy)", which the caller can then edit and delete', async () => {
      const { cookies, account } = await signUp();
      const sample = SAMPLE_RUBRICS[2];
      const source = (await inject('GET', `/rubrics/rubric/${sample.id}`, cookies)).json().data as RubricListItem;
      const response = await inject('POST', `/rubrics/${sample.id}/duplicate`, cookies);
      expect(response.statusCode, response.body).toBe(201);
      const copy = response.json().data as RubricListItem;
      expect(copy).toMatchObject({ name: `${sample.name} (copy)`, is_sample: false, pass_mark: source.pass_mark });
      expect(copy.id).not.toBe(sample.id);
      expect(copy.content).toEqual({ ...source.content, rubric_title: `${sample.name} (copy)` });

      const list = (await inject('GET', `/rubrics/all/${account.email}`, cookies)).json().data as RubricListItem[];
      expect(list.filter((item) => !item.is_sample).map((item) => item.id)).toEqual([copy.id]);

      const edited = await update(cookies, editedRubric(copy.id, { rubric_title: 'My discovery call' }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect((edited.json().data as RubricListItem).name).toBe('My discovery call');
      // The sample itself is untouched.
      expect(((await inject('GET', `/rubrics/rubric/${sample.id}`, cookies)).json().data as RubricListItem).content).toEqual(source.content);
      expect((await inject('DELETE', `/rubrics/${copy.id}`, cookies)).statusCode).toBe(200);
    });

    it('duplicates one’s own rubric, and only a creator may duplicate', async () => {
      const { cookies, rubricId } = await ownRubric();
      const copy = await inject('POST', `/rubrics/${rubricId}/duplicate`, cookies);
      expect(copy.statusCode).toBe(201);
      expect((copy.json().data as RubricListItem).name).toBe('Discovery call (copy)');
      const twice = await inject('POST', `/rubrics/${(copy.json().data as RubricListItem).id}/duplicate`, cookies);
      expect((twice.json().data as RubricListItem).name).toBe('Discovery call (copy) (copy)');

      const restricted = await startTestApp(url, { ...TEST_ENV, CREATOR_EMAILS: 'someone@example.com' });
      try {
        const outsider = await signUp(restricted.app);
        for (const [method, path] of [
          ['POST', `/rubrics/${SAMPLE_RUBRICS[0].id}/duplicate`],
          ['DELETE', `/rubrics/${crypto.randomUUID()}`],
        ] as const) {
          const refused = await inject(method, path, outsider.cookies, undefined, restricted.app);
          expect(refused.statusCode, path).toBe(403);
          expect(refused.json().message).toMatch(/not allowed to create/);
        }
      } finally {
        await restricted.close();
      }
    });
  });
});
